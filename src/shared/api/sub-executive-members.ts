import { z } from "zod";

export const subExecutiveMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** The Bangla wording, when the editor wrote one; ranking and grouping read the English. */
  titleBn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  email: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
});

export type SubExecutiveMember = z.infer<typeof subExecutiveMemberSchema>;
