import { z } from "zod";

// What the public lists of the club's work answer (GET /api/projects, /api/publications): their
// shown rows, with the fields the public cards draw.

export const projectSchema = z.object({
  id: z.string(),
  /** Which page lists it: Research, Student or Completed Projects. */
  kind: z.enum(["research", "student", "completed"]),
  title: z.string(),
  /** The Bangla text, when the editor wrote one: a Bangla page shows it, else the English. */
  titleBn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  /** Who leads it, how long it runs and who funds it, with their Bangla twins. */
  lead: z.string().nullable(),
  leadBn: z.string().nullable(),
  duration: z.string().nullable(),
  durationBn: z.string().nullable(),
  funding: z.string().nullable(),
  fundingBn: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  repoUrl: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});

export type Project = z.infer<typeof projectSchema>;

export const publicationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The Bangla text, when the editor wrote one: a Bangla page shows it, else the English. */
  titleBn: z.string().nullable(),
  /** research_paper, journal_article, conference_paper, or any other word the club uses. */
  type: z.string(),
  year: z.number().int().nullable(),
  abstract: z.string().nullable(),
  abstractBn: z.string().nullable(),
  authors: z.string().nullable(),
  publishedIn: z.string().nullable(),
  doiUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
});

export type Publication = z.infer<typeof publicationSchema>;
