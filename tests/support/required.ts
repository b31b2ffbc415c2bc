/**
 * Whether a suite that needs something outside the test (the build, a PostgreSQL or Redis server)
 * should be skipped. On a developer's machine it is skipped without it; in CI (`CI` set, as `.ci/run`
 * runs) the missing part fails the run instead, so no suite is ever skipped there without a word.
 */
export function skipUnlessPresent(present: boolean, what: string): boolean {
  if (present) return false;
  if (process.env.CI) throw new Error(`CI needs ${what} for this suite, and it is missing`);
  return true;
}
