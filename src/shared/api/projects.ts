import { z } from "zod";

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  repoUrl: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});

export type Project = z.infer<typeof projectSchema>;
