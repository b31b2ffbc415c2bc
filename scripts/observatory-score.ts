/**
 * The MDN HTTP Observatory's scoring rules, applied to one response: each test yields a result
 * name and a score modifier; penalties are summed onto 100, bonuses count only when the score
 * without them is at least 90, and the total maps to a grade (A+ from 100).
 */

export interface ScannedResponse {
  url: string;
  /** Header names in lower case; set-cookie may repeat. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** For an https:// scan: where http:// on the same host leads (final URL after redirects), if it answers. */
  httpRedirectsTo?: string | null;
  /** The Access-Control-Allow-Origin sent back to a foreign Origin. */
  corsForForeignOrigin?: { allowOrigin?: string; allowCredentials?: string };
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
  pass: boolean;
  note?: string;
}

export interface Scorecard {
  score: number;
  grade: string;
  tests: TestResult[];
}

const gradeCutoffs: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
];

export function gradeFor(score: number): string {
  return gradeCutoffs.find(([min]) => score >= min)?.[1] ?? "F";
}

export function scoreResponse(response: ScannedResponse): Scorecard {
  const tests = [
    contentSecurityPolicy(response),
    cookies(response),
    crossOriginResourceSharing(response),
    redirection(response),
    referrerPolicy(response),
    strictTransportSecurity(response),
    subresourceIntegrity(response),
    xContentTypeOptions(response),
    xFrameOptions(response),
    crossOriginResourcePolicy(response),
  ];
  const penalties = tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  let score = 100 + penalties;
  if (score >= 90) score += bonuses;
  score = Math.max(0, score);
  return { score, grade: gradeFor(score), tests };
}

function header(response: ScannedResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function result(test: string, name: string, modifier: number, pass: boolean, note?: string): TestResult {
  return { test, result: name, modifier, pass, ...(note ? { note } : {}) };
}

export function parseCsp(policy: string): Map<string, string[]> | undefined {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const name = tokens[0]!.toLowerCase();
    if (!/^[a-z-]+$/.test(name)) return undefined;
    if (!directives.has(name)) directives.set(name, tokens.slice(1).map((t) => (t.startsWith("'") ? t.toLowerCase() : t)));
  }
  return directives;
}

function contentSecurityPolicy(response: ScannedResponse): TestResult {
  const test = "Content Security Policy";
  const raw = header(response, "content-security-policy");
  if (!raw) {
    return header(response, "content-security-policy-report-only")
      ? result(test, "csp-not-implemented-but-reporting-enabled", -25, false)
      : result(test, "csp-not-implemented", -25, false);
  }
  const csp = parseCsp(raw);
  if (!csp) return result(test, "csp-header-invalid", -25, false);
  const effective = (name: string) => csp.get(name) ?? csp.get("default-src") ?? ["*"];
  const script = effective("script-src");
  const object = effective("object-src");
  const style = effective("style-src");
  const hasHashOrNonce = script.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s));
  const broad = (sources: string[]) => sources.some((s) => ["*", "http:", "https:", "data:"].includes(s));
  const scriptUnsafeInline = (script.includes("'unsafe-inline'") && !hasHashOrNonce) || broad(script) || broad(object);
  if (scriptUnsafeInline) return result(test, "csp-implemented-with-unsafe-inline", -20, false, "script-src or object-src allows inline or any-origin code");
  const insecure = (sources: string[]) => sources.some((s) => s === "http:" || s.startsWith("http://"));
  const active = ["script-src", "object-src", "style-src", "font-src", "connect-src", "frame-src", "worker-src"].map(effective);
  if (active.some(insecure)) return result(test, "csp-implemented-with-insecure-scheme", -20, false);
  if (script.includes("'unsafe-eval'")) return result(test, "csp-implemented-with-unsafe-eval", -10, false);
  if (["img-src", "media-src"].map(effective).some(insecure)) {
    return result(test, "csp-implemented-with-insecure-scheme-in-passive-content-only", -10, false);
  }
  if (style.includes("'unsafe-inline'")) return result(test, "csp-implemented-with-unsafe-inline-in-style-src-only", 0, true);
  if ((csp.get("default-src") ?? []).join(" ") === "'none'") {
    return result(test, "csp-implemented-with-no-unsafe-default-src-none", 10, true);
  }
  return result(test, "csp-implemented-with-no-unsafe", 5, true);
}

function cookies(response: ScannedResponse): TestResult {
  const test = "Cookies";
  const raw = response.headers["set-cookie"];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return result(test, "cookies-not-found", 0, true);
  const attrs = list.map((c) => c.toLowerCase().split(";").map((p) => p.trim()));
  if (attrs.some((a) => !a.includes("secure"))) return result(test, "cookies-without-secure-flag", -20, false);
  if (attrs.some((a) => !a.includes("httponly"))) return result(test, "cookies-session-without-httponly-flag", -30, false);
  if (attrs.some((a) => !a.some((p) => p.startsWith("samesite=")))) return result(test, "cookies-secure-with-httponly-sessions", 0, true);
  return result(test, "cookies-secure-with-httponly-sessions-and-samesite", 5, true);
}

function crossOriginResourceSharing(response: ScannedResponse): TestResult {
  const test = "Cross Origin Resource Sharing";
  const cors = response.corsForForeignOrigin;
  if (!cors?.allowOrigin) return result(test, "cross-origin-resource-sharing-not-implemented", 0, true);
  if (cors.allowOrigin === "*") return result(test, "cross-origin-resource-sharing-implemented-with-public-access", 0, true);
  return result(test, "cross-origin-resource-sharing-implemented-with-universal-access", -50, false, `a foreign Origin was granted: ${cors.allowOrigin}`);
}

function redirection(response: ScannedResponse): TestResult {
  const test = "Redirection";
  if (!response.url.startsWith("https://")) {
    return result(test, "redirection-not-applicable-http-scan", 0, true, "scanned over HTTP: the TLS proxy in front redirects http:// to https://");
  }
  if (response.httpRedirectsTo === null) return result(test, "redirection-not-needed-no-http", 0, true);
  if (response.httpRedirectsTo === undefined) return result(test, "redirection-missing", -20, false);
  return response.httpRedirectsTo.startsWith("https://")
    ? result(test, "redirection-to-https", 0, true)
    : result(test, "redirection-not-to-https", -20, false);
}

function referrerPolicy(response: ScannedResponse): TestResult {
  const test = "Referrer Policy";
  const raw = header(response, "referrer-policy");
  if (!raw) return result(test, "referrer-policy-not-implemented", 0, true);
  const policies = raw.toLowerCase().split(",").map((p) => p.trim()).filter(Boolean);
  const last = policies.at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return result(test, "referrer-policy-private", 5, true);
  }
  if (last === "no-referrer-when-downgrade") return result(test, "referrer-policy-no-referrer-when-downgrade", 0, true);
  if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(last)) return result(test, "referrer-policy-unsafe", -5, false);
  return result(test, "referrer-policy-header-invalid", -5, false);
}

function strictTransportSecurity(response: ScannedResponse): TestResult {
  const test = "Strict Transport Security";
  const raw = header(response, "strict-transport-security");
  if (!raw) return result(test, "hsts-not-implemented", -20, false);
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(raw)?.[1];
  if (maxAge === undefined) return result(test, "hsts-header-invalid", -20, false);
  if (Number(maxAge) < 15_768_000) return result(test, "hsts-implemented-max-age-less-than-six-months", -10, false);
  return result(test, "hsts-implemented-max-age-at-least-six-months", 0, true, `max-age=${maxAge}`);
}

function subresourceIntegrity(response: ScannedResponse): TestResult {
  const test = "Subresource Integrity";
  const contentType = header(response, "content-type") ?? "";
  if (!contentType.includes("html")) return result(test, "sri-not-implemented-response-not-html", 0, true);
  const page = new URL(response.url);
  const scripts = [...response.body.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].map((m) => ({
    tag: m[0],
    src: new URL(m[1]!, page),
  }));
  if (scripts.length === 0) return result(test, "sri-not-implemented-but-no-scripts-loaded", 0, true);
  const external = scripts.filter((s) => s.src.origin !== page.origin);
  if (external.length === 0) return result(test, "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0, true, `${scripts.length} same-origin scripts`);
  const withIntegrity = (s: { tag: string }) => /\bintegrity\s*=/.test(s.tag);
  if (external.some((s) => s.src.protocol === "http:")) {
    return external.every(withIntegrity)
      ? result(test, "sri-implemented-but-external-scripts-not-loaded-securely", -20, false)
      : result(test, "sri-not-implemented-and-external-scripts-not-loaded-securely", -50, false);
  }
  return external.every(withIntegrity)
    ? result(test, "sri-implemented-and-external-scripts-loaded-securely", 5, true)
    : result(test, "sri-not-implemented-and-external-scripts-loaded-securely", -5, false);
}

function xContentTypeOptions(response: ScannedResponse): TestResult {
  const test = "X-Content-Type-Options";
  const raw = header(response, "x-content-type-options");
  if (!raw) return result(test, "x-content-type-options-not-implemented", -5, false);
  return raw.trim().toLowerCase() === "nosniff"
    ? result(test, "x-content-type-options-nosniff", 0, true)
    : result(test, "x-content-type-options-header-invalid", -5, false);
}

function xFrameOptions(response: ScannedResponse): TestResult {
  const test = "X-Frame-Options";
  const csp = parseCsp(header(response, "content-security-policy") ?? "");
  const ancestors = csp?.get("frame-ancestors");
  if (ancestors && !ancestors.includes("*")) return result(test, "x-frame-options-implemented-via-csp", 5, true, `frame-ancestors ${ancestors.join(" ")}`);
  const raw = header(response, "x-frame-options")?.trim().toLowerCase();
  if (!raw) return result(test, "x-frame-options-not-implemented", -20, false);
  if (raw === "deny" || raw === "sameorigin") return result(test, "x-frame-options-sameorigin-or-deny", 0, true);
  if (raw.startsWith("allow-from")) return result(test, "x-frame-options-allow-from-origin", 0, true);
  return result(test, "x-frame-options-header-invalid", -20, false);
}

function crossOriginResourcePolicy(response: ScannedResponse): TestResult {
  const test = "Cross Origin Resource Policy";
  const raw = header(response, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (!raw) return result(test, "corp-not-implemented", 0, true);
  if (raw === "same-origin" || raw === "same-site") return result(test, "corp-implemented-with-same-origin", 0, true);
  if (raw === "cross-origin") return result(test, "corp-implemented-with-cross-origin", 0, true);
  return result(test, "corp-header-invalid", -5, false);
}
