import { z } from "zod";

export const clubPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  roleTitle: z.string().nullable(),
  /** The Bangla text, when the editor wrote one: a Bangla page shows it, else the English. */
  roleTitleBn: z.string().nullable(),
  bio: z.string().nullable(),
  bioBn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  email: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
});

export type ClubPartner = z.infer<typeof clubPartnerSchema>;
