import { describe, expect, it } from "vitest";
import { isMailtoUrl, isWebUrl, safeEmailHref, safeLinkHref, safeWebHref } from "./safe-url.ts";

/** Values the attack pass found stored in link fields, and their relatives. */
const hostile = [
  "javascript:alert(1)",
  " JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/relative/path",
  "evil.example",
  "https:evil.example",
  "http:/evil.example",
  "file:///etc/passwd",
  "ftp://files.example.org/",
  "mailto:someone@example.org",
  "",
  "   ",
];

describe("safeWebHref", () => {
  it.each(["https://www.facebook.com/club", "http://example.org", "HTTPS://Example.org/a?b=c#d", " https://example.org/ "])(
    "keeps the web address %j",
    (value) => {
      expect(isWebUrl(value)).toBe(true);
      expect(safeWebHref(value)).toBe(value.trim());
    },
  );

  it.each(hostile)("renders no link for %j", (value) => {
    expect(isWebUrl(value)).toBe(false);
    expect(safeWebHref(value)).toBeUndefined();
  });

  it("renders no link for a missing value", () => {
    expect(safeWebHref(null)).toBeUndefined();
    expect(safeWebHref(undefined)).toBeUndefined();
  });
});

describe("safeLinkHref", () => {
  it("takes web and mailto: addresses, nothing else", () => {
    expect(safeLinkHref("https://example.org/form")).toBe("https://example.org/form");
    expect(safeLinkHref("mailto:club@example.org")).toBe("mailto:club@example.org");
    expect(isMailtoUrl("mailto:club@example.org?bcc=all@example.org")).toBe(false);
    expect(safeLinkHref("mailto:javascript:alert(1)")).toBeUndefined();
    expect(safeLinkHref("javascript:alert(1)")).toBeUndefined();
    expect(safeLinkHref("data:text/html,x")).toBeUndefined();
  });
});

describe("safeEmailHref", () => {
  it("makes mailto: of an e-mail address", () => {
    expect(safeEmailHref("club@example.org")).toBe("mailto:club@example.org");
    expect(safeEmailHref(" club@example.org ")).toBe("mailto:club@example.org");
  });

  it.each(["javascript:alert(1)", "a@b?body=x", "a b@example.org", "no-at-sign", "a@b@c", '"><script>@x', ""])("makes no link of %j", (value) => {
    expect(safeEmailHref(value)).toBeUndefined();
  });
});
