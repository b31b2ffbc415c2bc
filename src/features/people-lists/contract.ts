import { z } from "zod";

// What the public lists of people answer (GET /api/team-members, /api/executive-members,
// /api/sub-executive-members, /api/alumni-members, /api/campus-ambassadors, /api/club-partners):
// their shown rows, with the fields the public cards and the leaderboard draw.

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

export const executiveMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** The Bangla wording, when the editor wrote one; ranking and grouping read the English. */
  titleBn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  email: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
});

export type ExecutiveMember = z.infer<typeof executiveMemberSchema>;

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

export const alumniMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  /** The Bangla wording, when the editor wrote one. */
  jobTitleBn: z.string().nullable(),
  company: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  email: z.string().nullable(),
});

export type AlumniMember = z.infer<typeof alumniMemberSchema>;

export const campusAmbassadorSchema = z.object({
  id: z.string(),
  caNumber: z.string(),
  name: z.string(),
  institution: z.string().nullable(),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
});

export type CampusAmbassador = z.infer<typeof campusAmbassadorSchema>;

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
