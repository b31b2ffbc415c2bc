// The bench-smoke phase of `npm test`: the benchmark scripts it names (scripts/test-all.mjs keeps the
// list) each in its smoke mode (scripts/bench-mode.ts), one after another in this one process. Each
// script still runs whole, top to bottom, with its own seed, servers and checks, and a problem in any
// ends the run with exit 1 (finishSmoke; a script that throws does too); what they share is the
// start-up: TypeScript's loader and the server's modules load once instead of once per script
// (decision 089).
//   npx tsx scripts/bench-smoke.ts bench.ts og-card-bench.ts
import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { dropSharedTemplates, useSharedTemplates } from "./bench-support.ts";

const scripts = process.argv.slice(2);
const missing = scripts.filter((script) => !existsSync(path.resolve("scripts", script)));
if (scripts.length === 0 || missing.length > 0) {
  console.error(missing.length > 0 ? `No such script in scripts/: ${missing.join(", ")}` : "Name the benchmark scripts to run, e.g. bench.ts");
  process.exit(2);
}

// The benchmarks that measure through onEachDatabase start from copies of one migrated database of each kind.
useSharedTemplates();
// finishSmoke throws rather than exits here, so that the templates are dropped on a failed run too.
process.env.BENCH_SMOKE_RUNNER = "1";
// What each script reads as its command line: its own path and --smoke (bench-mode.ts reads it once).
const node = process.argv[0]!;
try {
  for (const script of scripts) {
    const file = path.resolve("scripts", script);
    process.argv = [node, file, "--smoke"];
    const started = performance.now();
    console.log(`\n[bench-smoke] ${script} --smoke`);
    await import(pathToFileURL(file).href);
    console.log(`[bench-smoke] ${script} ended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await dropSharedTemplates();
}
// A script may leave a timer or a socket behind it (each used to end with its own process).
process.exit(0);
