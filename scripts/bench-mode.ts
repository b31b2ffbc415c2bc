// What every benchmark script shares: its smoke mode. `--smoke` runs the whole script on a tiny seed,
// one round each, with no targets, so CI learns at once when a benchmark no longer runs (a crash in
// its seed, a route it measures that answers an error) instead of someone finding out later.
// Full runs print figures and exit 0; a smoke run exits 1 on any problem it recorded.

export const smoke = process.argv.includes("--smoke");

const problems: string[] = [];

/** Records what would make a smoke run fail (printed in a full run as well). */
export function benchProblem(problem: string): void {
  problems.push(problem);
  console.error(`benchmark problem: ${problem}`);
}

/**
 * Ends a smoke run: exit 1 naming each problem, or say it ran. Does nothing in a full run. Under the
 * runner of every smoke run (scripts/bench-smoke.ts) it throws instead, so the runner cleans up first.
 */
export function finishSmoke(name: string): void {
  if (!smoke) return;
  if (problems.length > 0) {
    const message = `${name} smoke run: ${problems.length} problem(s):\n- ${problems.join("\n- ")}`;
    if (process.env.BENCH_SMOKE_RUNNER) throw new Error(message);
    console.error(message);
    process.exit(1);
  }
  console.log(`${name} smoke run: every case ran`);
}
