import { describe, expect, it } from "vitest";
import { isMailtoUrl, isSitePicture, isWebUrl, safeEmailHref, safeLinkHref, safePictureSrc, safeWebHref } from "./safe-url.ts";

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

describe("safePictureSrc", () => {
  it.each([`/media/${"0123456789abcdef".repeat(4)}.webp`, "/images/sample/portrait-01.webp", "/images/sample/event-science-fair.webp"])(
    "keeps the picture this site stored %j",
    (value) => {
      expect(isSitePicture(value)).toBe(true);
      expect(safePictureSrc(value)).toBe(value);
    },
  );

  it.each([
    "https://tracker.example/pixel.webp",
    "http://tracker.example/media/x.webp",
    "//tracker.example/media/0000.webp",
    `https://tracker.example/media/${"a".repeat(64)}.webp`,
    `/media/${"A".repeat(64)}.webp`,
    `/media/${"a".repeat(63)}.webp`,
    `/media/${"a".repeat(64)}.webp?x=1`,
    `/media/${"a".repeat(64)}.png`,
    "/media/../x.webp",
    "/images/sample/../../x.webp",
    "/images/og-image.png",
    "/uploads/x.png",
    `\n/media/${"a".repeat(64)}.webp`,
    `/media/${"a".repeat(64)}.webp\n`,
    "data:image/webp;base64,AAAA",
    "javascript:alert(1)",
    "",
    null,
    undefined,
  ])("gives no picture for %j", (value) => {
    expect(safePictureSrc(value)).toBeUndefined();
  });
});
