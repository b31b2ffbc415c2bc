// Events' link-preview cards (decision 126; a benchmark, not a timed test): how long drawing a card
// takes, the first one in a process (fonts read and parsed) and then warm, for a short, a long and a
// Bangla title; and how the server answers a card: its first request (drawn and stored), a request in
// another process that finds it in the storage, and the steady state from memory under load.
//   npx tsx scripts/og-card-bench.ts           20 draws per title, 5 s of load at 20 connections
//   npx tsx scripts/og-card-bench.ts --smoke   CI's run (scripts/bench-mode.ts): 1 draw per title,
//                                              10 requests at 5 connections, no targets; exits 1 on a wrong answer
// Runs the app in this process on the embedded database (tests/support/app.ts), so it needs no build.
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import autocannon from "autocannon";
import sharp from "sharp";
import { eventCardContent, renderEventCard, type CardEvent } from "#features/events/cards/card.server.ts";
import { eventOgImageUrl } from "#features/events/cards/og-image.server.ts";
import { sampleEventIds } from "../src/server/db/sample-content.ts";
import { events } from "../src/server/db/schema.ts";
import { createTestApp, localTestStorage, type TestApp } from "../tests/support/app.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { percentile } from "./bench-support.ts";

const draws = smoke ? 1 : Number(process.env.BENCH_OG_DRAWS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 5);
/** The smoke run's load: this many requests, not seconds of them (the case answers, at a fraction of the CPU). */
const smokeRequests = 10;
const connections = smoke ? 5 : 20;

const titles: Record<string, string> = {
  short: "Astronomy Night",
  long: "The Annual Inter-College National Science Festival of Dhaka with Olympiads, Quizzes, Robotics Competitions and a Rocketry Show",
  bangla: "বিজ্ঞান মেলা ২০২৬: তরুণ বিজ্ঞানীদের উৎসব",
};
const event = (title: string, round: number): CardEvent => ({
  title: `${title} ${round}`,
  startsAt: "2026-12-13T14:00:00.000Z",
  endsAt: "2026-12-13T16:30:00.000Z",
  location: "Main auditorium, Government Science College",
});

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function checkCard(png: Buffer, what: string) {
  const { width, height, format } = await sharp(png).metadata();
  if (width !== 1200 || height !== 630 || format !== "png") benchProblem(`${what}: a ${format} of ${width}x${height}, not a 1200x630 PNG`);
}

async function drawing() {
  const [first, firstMs] = await timed(() => renderEventCard(eventCardContent(event(titles.short!, 0))));
  await checkCard(first, "the first card");
  console.log(`first card in a process (fonts read): ${ms(firstMs)}, ${(first.length / 1024).toFixed(0)} KB`);
  for (const [name, title] of Object.entries(titles)) {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 1; round <= draws; round++) {
      const [png, took] = await timed(() => renderEventCard(eventCardContent(event(title, round))));
      if (round === 1) await checkCard(png, `the ${name} title's card`);
      bytes = png.length;
      times.push(took);
    }
    console.log(`${name.padEnd(6)} title: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over ${draws} draw(s), ${(bytes / 1024).toFixed(0)} KB`);
  }
}

/** The app with the sample content, one event without its cover so that it has a card. */
async function appWithCard(storage: ReturnType<typeof localTestStorage>): Promise<TestApp> {
  const t = await createTestApp("pglite", { seed: true, storage });
  await t.db.update(events).set({ coverImageUrl: null }).where(eq(events.id, sampleEventIds.geminidAstronomyNight));
  return t;
}

async function cardUrl(t: TestApp): Promise<string> {
  const [row] = await t.db.select().from(events).where(eq(events.id, sampleEventIds.geminidAstronomyNight));
  return eventOgImageUrl({ ...row!, startsAt: row!.startsAt.toISOString(), endsAt: row!.endsAt?.toISOString() ?? null });
}

async function serving() {
  const storage = localTestStorage();
  const first = await appWithCard(storage);
  const second = await appWithCard(storage);
  try {
    const url = await cardUrl(first);
    const [drawn, drawnMs] = await timed(() => first.app.inject({ method: "GET", url }));
    if (drawn.statusCode !== 200) benchProblem(`the first request for a card answered ${drawn.statusCode}`);
    else await checkCard(drawn.rawPayload, "the served card");
    const [stored, storedMs] = await timed(() => second.app.inject({ method: "GET", url }));
    if (stored.statusCode !== 200 || !stored.rawPayload.equals(drawn.rawPayload)) benchProblem("another process did not answer the stored card");
    console.log(`server, first request (drawn and stored): ${ms(drawnMs)}; in another process, from the storage: ${ms(storedMs)}`);

    const address = await first.app.listen({ host: "127.0.0.1", port: 0 });
    const result = await autocannon({ url: `${address}${url}`, connections, ...(smoke ? { amount: smokeRequests } : { duration }) });
    if (result.errors + result.timeouts > 0 || result.non2xx > 0) benchProblem(`cached cards under load: ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`);
    console.log(
      `server, cached card from memory: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${connections} connections, ${smoke ? `${smokeRequests} requests` : `${duration} s`})`,
    );
  } finally {
    await first.close();
    await second.close();
  }
}

await drawing();
await serving();
finishSmoke("og-card bench");
