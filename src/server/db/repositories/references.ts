import { newReference } from "#shared/reference.ts";

/** How many references are drawn before giving up: with a billion of them, a second draw is already rare. */
const draws = 5;

/**
 * Inserts a row under a newly drawn reference. `insert` uses ON CONFLICT DO
 * NOTHING on the table's reference and returns undefined when the reference was taken, so the
 * caller's transaction is not aborted; another is drawn. Any other conflict still throws.
 */
export async function withNewReference<T>(insert: (reference: string) => Promise<T | undefined>): Promise<T> {
  for (let draw = 1; draw <= draws; draw++) {
    const row = await insert(newReference());
    if (row !== undefined) return row;
  }
  throw new Error(`no free submission reference after ${draws} draws`);
}
