/**
 * Titles are compared as whole words, case-insensitively: punctuation and hyphens count as spaces
 * ("Vice-President (Publicity)" reads "vice president publicity"), and "of" is ignored so
 * "Vice President (General)" and "Vice President of General" read alike.
 */
export function titleWords(title: string): string {
  const words = title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && word !== "of");
  return ` ${words.join(" ")} `;
}

/** True when the title contains one of the phrases as whole words. */
export function titleHasAny(words: string, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => words.includes(titleWords(phrase)));
}
