import { clubShortNameBn } from "../../shared/status-letters-bn.ts";

// What the features' Bangla letters to visitors share: a visitor whose submission came from a
// Bangla page (the row's `lang`) is written to in Bangla. The notices to organisers stay in
// English, as the console does.

/** The end of every Bangla letter. */
export const signature = `\n\n-- \n${clubShortNameBn}`;

/** Bangla e-mails say lang="bn" in their HTML part (the worker writes it from this). */
export const bangla = { lang: "bn" } as const;
