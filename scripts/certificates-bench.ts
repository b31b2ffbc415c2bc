// The certificates benchmark (docs/decisions/147; not a timed test): 1,000 certificates drawn as PDFs
// on one core (a design with a logo and two signatures, names in Bangla and English, every name
// different), their CPU time and largest size; then the public check page answered from the server
// (app.inject, so the server's own time) for 1,000 certificates' codes, its p50 and p95, on PGlite and
// on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
//   npx tsx scripts/certificates-bench.ts           prints a Markdown table
//   npx tsx scripts/certificates-bench.ts --smoke   5 certificates (drawn and stored), 20 page loads, no targets (CI)
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { defaultRateLimit } from "../src/server/app.ts";
import { renderCertificatePdf } from "#features/certificates/pdf.server.ts";
import { openDatabase, type DatabaseOptions } from "../src/server/db/client.ts";
import { newCertificateCode } from "#features/certificates/service.server.ts";
import { certificates, events } from "../src/server/db/schema.ts";
import type { CertificateDesign } from "#features/certificates/contract.ts";
import { benchProblem, finishSmoke, smoke } from "./bench-mode.ts";
import { buildBenchApp, onEachDatabase, percentile } from "./bench-support.ts";

const count = smoke ? 5 : 1_000;
const pageLoads = smoke ? 20 : 2_000;
/** The certificates stored, whose codes the check page is asked for: 1,000 or more; a smoke run's few. */
const stored = smoke ? count : Math.max(count, 1000);
const figures: { database: string; step: string; value: string; target: string }[] = [];

const firstNames = ["ক্ষিতীশ", "শ্রাবন্তী", "স্বপ্নীল", "কৃষ্ণেন্দু", "Nusrat", "Tanvir", "Ayesha", "Rahim"];
const lastNames = ["রহমান", "চক্রবর্তী", "Hossain", "Ahmed", "ইসলাম", "Chowdhury"];
const nameOf = (i: number) => `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]} ${i}`;

/** A picture like an uploaded one: stored as JPEG, at most 800x320 (src/features/certificates/service.server.ts). */
async function picture(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path d="M10 ${height - 20} C ${width / 3} 10, ${width / 2} ${height}, ${width - 10} 20" stroke="${colour}" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

async function benchPdfs() {
  const design: CertificateDesign = {
    title: "Certificate of Participation",
    body: "This certifies that\n{name}\ntook part in {event} on {date}, {category}.\n{award}",
    signatories: [
      { name: "Nadia Rahman", role: "President", signature: "certificate-images/00000000-0000-4000-8000-000000000001.jpg" },
      { name: "Dr. Kamal Hossain", role: "Adviser", signature: "certificate-images/00000000-0000-4000-8000-000000000002.jpg" },
    ],
    logo: "certificate-images/00000000-0000-4000-8000-000000000003.jpg",
  };
  const pictures = { logo: await picture(600, 240, "#0c2354"), signatures: [await picture(500, 200, "#123275"), await picture(500, 200, "#0b7a6f")] };
  const started = process.cpuUsage();
  const wallStart = performance.now();
  let largest = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const code = newCertificateCode();
    const pdf = await renderCertificatePdf(
      design,
      { code, name: nameOf(i), eventTitle: "Inter-College Science Festival 2026", eventStartsAt: new Date("2026-11-20T04:00:00Z"), category: "Olympiad", kind: i % 10 === 0 ? "winner" : "participant", award: i % 10 === 0 ? "First prize in physics" : null },
      pictures,
      `https://club.example/certificates/${code}`,
    );
    largest = Math.max(largest, pdf.length);
    total += pdf.length;
  }
  const cpu = process.cpuUsage(started);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wallSeconds = (performance.now() - wallStart) / 1000;
  figures.push({ database: "none", step: `${count} PDFs, CPU time (one core)`, value: `${cpuSeconds.toFixed(1)} s (wall ${wallSeconds.toFixed(1)} s)`, target: smoke ? "" : "<= 60 s" });
  figures.push({ database: "none", step: "largest PDF (average)", value: `${(largest / 1024).toFixed(0)} KB (${(total / count / 1024).toFixed(0)} KB)`, target: "<= 150 KB" });
  if (largest > 150 * 1024) benchProblem(`a certificate PDF is ${largest} bytes, over 150 KB`);
  if (!smoke && cpuSeconds > 60) benchProblem(`${count} certificates took ${cpuSeconds.toFixed(1)} s of CPU`);
}

async function benchPage(database: string, options: DatabaseOptions) {
  const handle = await openDatabase(options);
  const app = await buildBenchApp(handle, { rateLimit: { ...defaultRateLimit, max: 1_000_000 }, eventRemindersEveryMs: 0, registrationExpiryEveryMs: 0 });
  try {
    await app.ready();
    const [event] = await handle.db.insert(events).values({ title: "Inter-College Science Festival 2026", titleBn: "আন্তঃকলেজ বিজ্ঞান উৎসব ২০২৬", startsAt: new Date("2026-11-20T04:00:00Z") }).returning();
    const rows = Array.from({ length: stored }, (_, i) => ({ code: newCertificateCode(), eventId: event!.id, name: nameOf(i), categoryName: "Olympiad", kind: "participant" }));
    await handle.db.insert(certificates).values(rows);
    const times: number[] = [];
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < pageLoads; i++) {
      const url = `${i % 2 ? "/bn" : ""}/certificates/${rows[i % rows.length]!.code}`;
      const start = performance.now();
      const answer = await app.inject({ method: "GET", url });
      times.push(performance.now() - start);
      if (answer.statusCode !== 200) benchProblem(`${url} answered ${answer.statusCode} on ${database}`);
    }
    const cpu = process.cpuUsage(cpuStart);
    const p95 = percentile(times, 95);
    const cpuEach = (cpu.user + cpu.system) / 1000 / pageLoads;
    figures.push({ database, step: `check page, ${pageLoads} loads: p50 / p95 (server CPU each)`, value: `${percentile(times, 50).toFixed(1)} / ${p95.toFixed(1)} ms (${cpuEach.toFixed(1)} ms)`, target: "p95 <= 50 ms" });
    if (!smoke && p95 > 50) benchProblem(`the check page's p95 is ${p95.toFixed(1)} ms on ${database}`);
  } finally {
    await app.close();
    await handle.close();
  }
}

await benchPdfs();
await onEachDatabase("bench_certificates", benchPage);
console.log("| database | step | figure | target |\n|---|---|---|---|");
for (const f of figures) console.log(`| ${f.database} | ${f.step} | ${f.value} | ${f.target} |`);
finishSmoke("certificates-bench");
