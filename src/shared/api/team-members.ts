import { z } from "zod";

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleTitle: z.string(),
  /** The Bangla wording, when the editor wrote one. */
  roleTitleBn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  email: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
