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

describe("database time-outs", () => {
  it("a submission gives up before its handler does: 10 s of 15 by default, two thirds of a shorter handler time-out", () => {
    expect(readConfig({})).toMatchObject({ handlerTimeoutMs: 15_000, submissionTimeoutMs: 10_000, listRefreshWaitMs: 2_000 });
    expect(readConfig({ HANDLER_TIMEOUT_MS: "3000" }).submissionTimeoutMs).toBe(2_000);
    expect(readConfig({ SUBMISSION_TIMEOUT_MS: "400", LIST_REFRESH_WAIT_MS: "250" })).toMatchObject({ submissionTimeoutMs: 400, listRefreshWaitMs: 250 });
  });

  it("refuses a submission time-out as long as the handler's: a visitor told to try again must not be stored later", () => {
    expect(() => readConfig({ SUBMISSION_TIMEOUT_MS: "15000" })).toThrow(/must be shorter than HANDLER_TIMEOUT_MS/);
    expect(() => readConfig({ SUBMISSION_TIMEOUT_MS: "0" })).toThrow(ConfigError);
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("leave e-mail off when both are unset", () => {
    expect(readConfig({}).mail).toBeUndefined();
  });

  it("turn it on together", () => {
    expect(readConfig({ SMTP_URL: "smtp://club:secret@mail.example.org:587", MAIL_FROM: "GSC Science Club <club@example.org>" }).mail).toEqual({
      smtpUrl: "smtp://club:secret@mail.example.org:587",
      from: "GSC Science Club <club@example.org>",
    });
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.example.org" }, /go together/],
    [{ MAIL_FROM: "club@example.org" }, /go together/],
    [{ SMTP_URL: "http://mail.example.org", MAIL_FROM: "club@example.org" }, /smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: "smtps://mail.example.org", MAIL_FROM: "the club" }, /MAIL_FROM must be an address/],
  ])("refuse %j", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
