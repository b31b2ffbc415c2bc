import { z } from "zod";

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
