import { z } from "zod";

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
