import { z } from "zod";

/**
 * Letters organisers write to a group: the groups, what the console sends, and
 * what it gets back. Named "announcements" in the code: the console's "Messages" are the visitors'
 * contact-form inbox.
 */
export const registrantGroups = ["all", "checked_in", "not_checked_in", "waitlisted", "category"] as const;
export type RegistrantGroup = (typeof registrantGroups)[number];

export const registrantGroupLabels: Record<RegistrantGroup, string> = {
  all: "Everyone registered",
  checked_in: "Checked in",
  not_checked_in: "Not checked in",
  waitlisted: "Waiting list",
  category: "One category",
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const oneLine = (label: string) => text(label, 200).refine((value) => !/[\r\n]/.test(value), `${label} must be one line.`);

/** Who the letter goes to: an event's registrants in one group, or the members. */
export const announcementAudienceSchema = z.discriminatedUnion(
  "audience",
  [
    z.strictObject({
      audience: z.literal("registrants"),
      eventId: z.uuid("Choose an event."),
      group: z.enum(registrantGroups, { error: `Choose a group: ${registrantGroups.join(", ")}.` }),
      categoryId: z.uuid("Choose a category.").optional(),
    }),
    z.strictObject({ audience: z.literal("members") }),
  ],
  { error: "Choose who it goes to: an event's registrants or the members." },
);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** The letter in both languages: each person gets the one of the language their submission was made in. */
export const announcementLetterSchema = z.strictObject({
  subject: oneLine("The English subject"),
  body: text("The English text", 10_000),
  subjectBn: oneLine("The Bangla subject"),
  bodyBn: text("The Bangla text", 10_000),
});

export const announcementSchema = z
  .strictObject({ to: announcementAudienceSchema, letter: announcementLetterSchema })
  .refine((value) => value.to.audience !== "registrants" || value.to.group !== "category" || value.to.categoryId !== undefined, {
    message: "Choose a category.",
    path: ["to", "categoryId"],
  });
export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** How many the group holds and how each would be reached. */
export interface AnnouncementCounts {
  total: number;
  email: number;
  whatsapp: number;
  unsubscribed: number;
  unreachable: number;
}

export interface AnnouncementPreview {
  counts: AnnouncementCounts;
  /** One letter as its first recipient would get it (English when the group has nobody). */
  sample: { lang: "en" | "bn"; subject: string; text: string } | null;
  mailEnabled: boolean;
}

export interface AnnouncementSummary {
  id: string;
  createdAt: string;
  organiserEmail: string | null;
  audienceLabel: string;
  subject: string;
  recipientCount: number;
}

export interface AnnouncementsAnswer {
  items: AnnouncementSummary[];
  /** What a letter may be addressed to: every event, newest first, with its forms' categories. */
  events: { id: string; title: string; startsAt: string; categories: { id: string; name: string }[] }[];
  mailEnabled: boolean;
}

export interface AnnouncementDetailAnswer extends AnnouncementDetail {
  whatsApp: WhatsAppRecipient[];
  mailEnabled: boolean;
}

/**
 * The console's form, flat as its inputs are: "members" or an event's id, the group, a category, the
 * four texts. `toAnnouncement` makes the API's body of it.
 */
export const announcementFormSchema = z
  .strictObject({
    audience: z.string({ error: "Choose who it goes to." }).min(1, "Choose who it goes to."),
    group: z.enum(registrantGroups, { error: "Choose a group." }).default("all"),
    categoryId: z.string().optional(),
    ...announcementLetterSchema.shape,
  })
  .refine((value) => value.audience === "members" || value.group !== "category" || Boolean(value.categoryId), { message: "Choose a category.", path: ["categoryId"] });
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

export function toAnnouncement(form: AnnouncementForm): AnnouncementInput {
  const letter = { subject: form.subject, body: form.body, subjectBn: form.subjectBn, bodyBn: form.bodyBn };
  if (form.audience === "members") return { to: { audience: "members" }, letter };
  return {
    to: { audience: "registrants", eventId: form.audience, group: form.group, ...(form.group === "category" && form.categoryId ? { categoryId: form.categoryId } : {}) },
    letter,
  };
}

export interface AnnouncementDetail extends AnnouncementSummary {
  body: string;
  subjectBn: string;
  bodyBn: string;
  delivery: { sent: number; failed: number; waiting: number };
  counts: AnnouncementCounts;
  told: number;
}

export interface WhatsAppRecipient {
  id: string;
  name: string | null;
  phone: string;
  link: string;
  told: boolean;
}

/** The unsubscribe link's path: a random token, nothing personal. */
export const unsubscribePathPrefix = "/unsubscribe/";
export const unsubscribeTokenPattern = /^[0-9a-f]{64}$/;
