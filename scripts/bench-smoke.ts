// The bench-smoke phase of `npm test`: the benchmark scripts it names (scripts/test-all.mjs keeps the
// list) each in its smoke mode (scripts/bench-mode.ts), one after another in one process. Each
// script still runs whole, top to bottom, with its own seed, servers and checks, and a problem in any
// ends the run with exit 1 (finishSmoke; a script that throws does too); what they share is the
// start-up: TypeScript's loader and the server's modules load once instead of once per script
// (decision 089). With --groups=N the scripts are dealt out to N such processes, which run side by
// side: one chain of 15 scripts was the longest part of its phase. Each group's output is printed
// whole when it ends.
//   npx tsx scripts/bench-smoke.ts bench.ts og-card-bench.ts
//   npx tsx scripts/bench-smoke.ts --groups=2 bench.ts og-card-bench.ts console-bench.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dropSharedTemplates, useSharedTemplates } from "./bench-support.ts";

const groupsArgument = process.argv.find((arg) => arg.startsWith("--groups="));
const groups = groupsArgument ? Number(groupsArgument.slice("--groups=".length)) : 1;
const scripts = process.argv.slice(2).filter((arg) => arg !== groupsArgument);
const missing = scripts.filter((script) => !existsSync(path.resolve("scripts", script)));
if (scripts.length === 0 || missing.length > 0) {
  console.error(missing.length > 0 ? `No such script in scripts/: ${missing.join(", ")}` : "Name the benchmark scripts to run, e.g. bench.ts");
  process.exit(2);
}

if (!Number.isInteger(groups) || groups < 1) {
  console.error(`--groups takes a whole number of processes, not ${groupsArgument}`);
  process.exit(2);
}
if (groups > 1) process.exit(await runInGroups(scripts, groups));

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

/**
 * Deals the scripts out in turn to `count` processes of this runner (the first script to the first,
 * the second to the second, and so on), runs them side by side, prints each one's output whole as it
 * ends, and answers 0 when every one passed.
 */
async function runInGroups(all: string[], count: number): Promise<number> {
  const dealt = Array.from({ length: count }, (_, group) => all.filter((_, index) => index % count === group)).filter((group) => group.length > 0);
  const codes = await Promise.all(
    dealt.map(
      (group) =>
        new Promise<number>((resolve) => {
          // This script again under tsx's loader (its flags are in execArgv), with the group's scripts.
          const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...group], { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            console.log(`\n[bench-smoke] group ${group.join(" ")}: ${code === 0 ? "passed" : `FAILED (exit ${code})`}\n${output.trimEnd()}`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return codes.every((code) => code === 0) ? 0 : 1;
}
