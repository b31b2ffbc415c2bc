import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("SITE_URL at run time", () => {
  it("defaults to this machine on the server's port", () => {
    expect(readConfig({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
    expect(readConfig({}).siteUrl).toBe("http://localhost:3000");
  });

  it("keeps the origin of a valid address", () => {
    expect(readConfig({ SITE_URL: "https://club.example.org/" }).siteUrl).toBe("https://club.example.org");
  });

  it("refuses what the build refuses, with the same reason", () => {
    expect(() => readConfig({ SITE_URL: "https://club.example.org/site" })).toThrow(ConfigError);
    expect(() => readConfig({ SITE_URL: "https://club.example.org/site" })).toThrow(/without a path/);
    expect(() => readConfig({ SITE_URL: "ftp://club.example.org" })).toThrow(/http:\/\/ or https:\/\//);
    expect(() => readConfig({ SITE_URL: "not a url" })).toThrow(/must be a URL/);
  });

  it("requires AUTH_SECRET to be long enough when set", () => {
    expect(() => readConfig({ AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(readConfig({ AUTH_SECRET: "x".repeat(32) }).authSecret).toBe("x".repeat(32));
  });
});
