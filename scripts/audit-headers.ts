// Scores the site's response headers by the MDN HTTP Observatory's rules and prints each test.
// Usage: npm run audit:headers            (starts the built server on a fresh data directory)
//        npm run audit:headers -- <url>   (audits a running site)
// Exits 1 unless the grade is A+.
import { gradeFor, scoreResponse, type ScannedResponse } from "./observatory-score.ts";
import { startServer, type RunningServer } from "../tests/e2e/support/server.ts";

async function scan(url: string): Promise<ScannedResponse> {
  const response = await fetch(url, { redirect: "follow" });
  const headers: ScannedResponse["headers"] = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = await response.text();

  const foreign = await fetch(url, { headers: { origin: "https://observatory.example" } });
  await foreign.arrayBuffer();
  const corsForForeignOrigin = {
    allowOrigin: foreign.headers.get("access-control-allow-origin") ?? undefined,
    allowCredentials: foreign.headers.get("access-control-allow-credentials") ?? undefined,
  };

  let httpRedirectsTo: string | null | undefined;
  if (url.startsWith("https://")) {
    try {
      const plain = await fetch(url.replace(/^https:/, "http:"), { redirect: "follow" });
      await plain.arrayBuffer();
      httpRedirectsTo = plain.url.startsWith("https://") ? plain.url : plain.redirected ? plain.url : undefined;
    } catch {
      httpRedirectsTo = null; // nothing listens on http://
    }
  }
  return { url: response.url || url, headers, body, corsForForeignOrigin, ...(httpRedirectsTo !== undefined ? { httpRedirectsTo } : {}) };
}

const target = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));
let server: RunningServer | undefined;
let exitCode = 1;
try {
  if (!target) server = await startServer();
  const base = target ?? `${server!.url}/`;
  const card = scoreResponse(await scan(base));
  console.log(`MDN HTTP Observatory rules, applied to ${base}\n`);
  for (const t of card.tests) {
    const modifier = t.modifier > 0 ? `+${t.modifier}` : String(t.modifier);
    console.log(`${t.pass ? "pass" : "FAIL"}  ${modifier.padStart(4)}  ${t.test.padEnd(30)} ${t.result}${t.note ? ` (${t.note})` : ""}`);
  }
  console.log(`\nScore ${card.score}/100, grade ${card.grade}`);

  // The same headers must hold on every kind of response, not only the home page.
  const others = ["/team", "/api/health", "/api/team-members", "/no-such-page"].map((p) => new URL(p, base).toString());
  for (const other of others) {
    const otherCard = scoreResponse(await scan(other));
    console.log(`  ${other}: ${otherCard.score}, ${otherCard.grade}`);
    if (otherCard.grade !== "A+") card.grade = gradeFor(Math.min(card.score, otherCard.score));
  }
  exitCode = card.grade === "A+" ? 0 : 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
