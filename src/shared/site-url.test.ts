import { describe, expect, it } from "vitest";
import { defaultSiteUrl, siteUrlFrom } from "./site-url.ts";

describe("siteUrlFrom", () => {
  it("gives this machine's default address when SITE_URL is unset or blank", () => {
    expect(siteUrlFrom(undefined)).toBe(defaultSiteUrl);
    expect(siteUrlFrom("  ")).toBe("http://localhost:3000");
  });

  it("without SITE_URL, names this machine on PORT, as the server listens and sends its sitemap and set-up links (decision 139)", () => {
    expect(siteUrlFrom(undefined, "4800")).toBe("http://localhost:4800");
    expect(siteUrlFrom(" ", " 4800 ")).toBe("http://localhost:4800");
    expect(siteUrlFrom(undefined, "")).toBe("http://localhost:3000");
    expect(siteUrlFrom("https://club.example.org", "4800")).toBe("https://club.example.org");
  });

  it("keeps the origin of an address, with or without its trailing slash", () => {
    expect(siteUrlFrom("https://club.example.org")).toBe("https://club.example.org");
    expect(siteUrlFrom(" https://Club.Example.org/ ")).toBe("https://club.example.org");
    expect(siteUrlFrom("http://192.0.2.10:8080")).toBe("http://192.0.2.10:8080");
  });

  it("refuses what cannot be the site's address, saying why", () => {
    expect(() => siteUrlFrom("club.example.org")).toThrow('SITE_URL must be a URL such as https://club.example.org, got "club.example.org".');
    expect(() => siteUrlFrom("ftp://club.example.org")).toThrow("must start with http:// or https://");
    expect(() => siteUrlFrom("https://example.org/club")).toThrow("without a path");
    expect(() => siteUrlFrom("https://club.example.org/?a=1")).toThrow("without a path");
  });
});
