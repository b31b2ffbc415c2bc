import { z } from "zod";

export const campusAmbassadorSchema = z.object({
  id: z.string(),
  caNumber: z.string(),
  name: z.string(),
  institution: z.string().nullable(),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
});

export type CampusAmbassador = z.infer<typeof campusAmbassadorSchema>;
