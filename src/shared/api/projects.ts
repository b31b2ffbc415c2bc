import { z } from "zod";

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The Bangla text, when the editor wrote one (docs/decisions/129): a Bangla page shows it, else the English. */
  titleBn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  repoUrl: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});

export type Project = z.infer<typeof projectSchema>;
