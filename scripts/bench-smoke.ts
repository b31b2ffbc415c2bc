// The bench-smoke phase of `npm test`: the benchmark scripts it names (scripts/test-all.mjs keeps the
// list) each in its smoke mode (scripts/bench-mode.ts), one after another in one process. Each
// script still runs whole, top to bottom, with its own seed, servers and checks, and a problem in any
// ends the run with exit 1 (finishSmoke; a script that throws does too); what they share is the
// start-up: TypeScript's loader and the server's modules load once instead of once per script, and
// every script's databases are copies of ones migrated once per run (decision 089, bench-templates.ts).
// With --groups=N the scripts are dealt out to N such processes, which run side by side: one chain
// of 15 scripts was the longest part of its phase. Each group's output is printed whole when it ends.
// Each script's line ends with its CPU time, its servers' and browsers' included.
//   npx tsx scripts/bench-smoke.ts bench.ts og-card-bench.ts
//   npx tsx scripts/bench-smoke.ts --groups=2 bench.ts og-card-bench.ts console-bench.ts
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import v8 from "node:v8";
import { makeSmokeTemplates } from "./bench-templates.ts";

// PGlite's WebAssembly is left as Liftoff's baseline code: a smoke run's few queries never repay
// TurboFan's optimising its hot functions (about 4 s of the phase's CPU, a third of it the templates').
v8.setFlagsFromString("--wasm-tiering-budget=1000000000");

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
// The templates, made by the first runner; a group (BENCH_SMOKE_GROUP) finds them in its environment.
const dropTemplates = process.env.BENCH_SMOKE_GROUP ? undefined : await makeSmokeTemplates();
let exitCode = 0;
try {
  if (groups > 1) exitCode = await runInGroups(scripts, groups);
  else await runScripts(scripts);
} finally {
  await dropTemplates?.();
}
// A script may leave a timer or a socket behind it (each used to end with its own process).
process.exit(exitCode);

/** Each script in turn, in this process, in its smoke mode. */
async function runScripts(names: string[]): Promise<void> {
  // finishSmoke throws rather than exits here, so that the templates are dropped on a failed run too.
  process.env.BENCH_SMOKE_RUNNER = "1";
  // A smoke run measures nothing: its pages open in the headless shell the browser tests use (the same
  // Blink and V8 at well under half the CPU a page, decision 089). Lighthouse keeps the browser (it reads CHROME_PATH).
  const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
  if (!process.env.CHROMIUM_PATH && existsSync(headlessShell)) process.env.CHROMIUM_PATH = headlessShell;
  // What each script reads as its command line: its own path and --smoke (bench-mode.ts reads it once).
  const node = process.argv[0]!;
  for (const script of names) {
    const file = path.resolve("scripts", script);
    process.argv = [node, file, "--smoke"];
    const started = performance.now();
    const cpuAtStart = cpuSeconds();
    console.log(`\n[bench-smoke] ${script} --smoke`);
    await import(pathToFileURL(file).href);
    console.log(`[bench-smoke] ${script} ended in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(cpuSeconds() - cpuAtStart).toFixed(1)} CPU s`);
  }
}

/**
 * CPU seconds of this process and of the child processes it has waited for (servers, browsers), from
 * /proc/self/stat (clock ticks of 1/100 s); this process's own elsewhere.
 */
function cpuSeconds(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // After the command's name: utime, stime, cutime and cstime are the 12th to 15th fields.
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / 100;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

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
          const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...group], {
            env: { ...process.env, BENCH_SMOKE_GROUP: "1" },
            stdio: ["ignore", "pipe", "pipe"],
          });
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
