import { z } from "zod";
import { isSitePicture } from "#shared/safe-url.ts";
import { isMultiLineText, singleLine, textRule } from "#shared/single-line.ts";
import { formFieldsSchema } from "./forms.ts";
import type { FormField } from "#shared/registration-form-fields.ts";

/** The form builder's messages, which other features' tests read back from the API's answers. */
export { formBuilderMessages } from "./forms.ts";
import { counted } from "#shared/counted.ts";
import { eventKinds, type EventKind } from "#shared/event-timing.ts";

/**
 * The event and event-category editors: one schema per form, used by the
 * console's forms (through Conform, which sends a blank input as no value) and by the server, with
 * the same messages. Times are what a datetime-local input shows, read in the club's time zone.
 */

export const eventMessages = {
  titleRequired: "Give the event a title.",
  titleTooLong: "A title may have at most 200 characters.",
  descriptionTooLong: "A description may have at most 5000 characters.",
  locationTooLong: "A location may have at most 200 characters.",
  titleBnTooLong: "A Bangla title may have at most 200 characters.",
  descriptionBnTooLong: "A Bangla description may have at most 5000 characters.",
  locationBnTooLong: "A Bangla location may have at most 200 characters.",
  startRequired: "Choose when the event starts.",
  time: "Choose a date and a time.",
  endBeforeStart: "The end must be after the start.",
  deadlineAfterStart: "The registration deadline must be before the start.",
  capacity: "Seats must be a whole number, 0 or more; leave it empty for no limit.",
  fee: "The fee must be a whole number of taka from 0 to 100000; leave it empty for a free category.",
  link: "Enter a full address starting with https:// or http://.",
  linkTooLong: "An address may have at most 2048 characters.",
  coverLink: "Upload the cover from this form: a picture on another site is not shown.",
  formUrlRequired: "Enter the address of the outside form.",
  mode: "Choose how visitors register.",
  kind: "Choose whether it is an event or a workshop.",
  notFound: "There is no such event.",
  hasRegistrations: (n: number) =>
    `This event has ${counted(n, "registration")}, which are kept: deactivate it instead of deleting it.`,
  categoryNotFound: "There is no such category.",
  formNotFound: "This event has no form for that category.",
} as const;

export const categoryMessages = {
  nameRequired: "Give the category a name.",
  nameTooLong: "A name may have at most 200 characters.",
  nameTaken: "Another category already has this name.",
  descriptionTooLong: "A description may have at most 1000 characters.",
  nameBnTooLong: "A Bangla name may have at most 200 characters.",
  descriptionBnTooLong: "A Bangla description may have at most 1000 characters.",
  orderUnknown: "A category in the new order no longer exists: reload the page and try again.",
  orderRepeated: "A category may appear only once in the order.",
  hasRegistrations: (n: number) =>
    `This category has ${counted(n, "registration")}, which are kept: deactivate it instead of deleting it.`,
} as const;

/** The club's fixed offset from UTC (Asia/Dhaka has no daylight saving time). */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** An instant as a datetime-local input's value in Dhaka time ("2026-03-01T18:30"). */
export function dhakaInputValue(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + dhakaOffsetMs).toISOString().slice(0, 16);
}

/** A datetime-local value read in Dhaka time, as an instant. */
export function fromDhakaInput(value: string): Date {
  return new Date(`${value}:00+06:00`);
}

const localTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const time = (message: string) =>
  z
    .string(message)
    .regex(localTimePattern, eventMessages.time)
    .refine((value) => !Number.isNaN(fromDhakaInput(value).getTime()), eventMessages.time);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A link a visitor follows: http: or https: only, on one line (the URL parser would drop a line break). */
export const webLinkShape = singleLine(z.string().trim().max(2048, eventMessages.linkTooLong), "An address").refine(isWebAddress, eventMessages.link);

/** A cover: a picture this site stored (an upload, or the sample content's own), never another site's (safe-url.ts). */
const coverShape = z
  .string()
  .trim()
  .max(2048, eventMessages.linkTooLong)
  .refine((value) => value === "" || isSitePicture(value), eventMessages.coverLink);

/** Optional one-line text (a location, a category's description). */
const text = (max: number, message: string, label: string) => singleLine(z.string().trim().max(max, message), label).optional();
/** Optional long text (an event's description): line breaks and tabs kept, other control characters refused. */
const longText = (max: number, message: string, label: string) =>
  z.string().trim().max(max, message).refine(isMultiLineText, `${label} ${textRule}`).optional();

export const registrationModes = ["native", "embed", "redirect"] as const;
export type RegistrationModeChoice = (typeof registrationModes)[number];

export const registrationModeLabels: Record<RegistrationModeChoice, string> = {
  native: "Our own form",
  embed: "Our own form, and an outside form shown beside it",
  redirect: "Only a link to an outside form",
};

/** How the editor names each kind of event. */
export const eventKindLabels: Record<EventKind, string> = {
  event: "Event",
  workshop: "Workshop (also listed on the Workshops page)",
};

/** An event as the editor sends it (create and change alike). */
export const eventEditorSchema = z
  .strictObject({
    kind: z.enum(eventKinds, eventMessages.kind).default("event"),
    title: singleLine(z.string(eventMessages.titleRequired).trim().min(1, eventMessages.titleRequired).max(200, eventMessages.titleTooLong), "The title"),
    // The Bangla twins have the English fields' limits and are never required.
    titleBn: text(200, eventMessages.titleBnTooLong, "The Bangla title"),
    description: longText(5000, eventMessages.descriptionTooLong, "The description"),
    descriptionBn: longText(5000, eventMessages.descriptionBnTooLong, "The Bangla description"),
    location: text(200, eventMessages.locationTooLong, "The location"),
    locationBn: text(200, eventMessages.locationBnTooLong, "The Bangla location"),
    startsAt: time(eventMessages.startRequired),
    endsAt: time(eventMessages.time).optional(),
    coverImageUrl: coverShape.optional(),
    photosUrl: webLinkShape.optional(),
    registrationMode: z.enum(registrationModes, eventMessages.mode).default("native"),
    googleFormUrl: webLinkShape.optional(),
    capacity: z.number(eventMessages.capacity).int(eventMessages.capacity).min(0, eventMessages.capacity).max(1_000_000, eventMessages.capacity).optional(),
    registrationDeadline: time(eventMessages.time).optional(),
    waitlistEnabled: z.boolean().default(false),
    // Its registrations then also give a guardian's name and phone and consent.
    participantsMayBeUnder18: z.boolean().default(false),
    // A reminder with the ticket the Dhaka day before, to each confirmed registrant.
    remindersEnabled: z.boolean().default(true),
    active: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    if (event.endsAt && event.endsAt <= event.startsAt) context.addIssue({ code: "custom", path: ["endsAt"], message: eventMessages.endBeforeStart });
    if (event.registrationDeadline && event.registrationDeadline > event.startsAt)
      context.addIssue({ code: "custom", path: ["registrationDeadline"], message: eventMessages.deadlineAfterStart });
    if (event.registrationMode !== "native" && !event.googleFormUrl)
      context.addIssue({ code: "custom", path: ["googleFormUrl"], message: eventMessages.formUrlRequired });
  });
export type EventEditorValues = z.output<typeof eventEditorSchema>;
export type EventEditorInput = z.input<typeof eventEditorSchema>;

/** PATCH .../events/:id/active and .../event-categories/:id/active. */
export const activeChangeSchema = z.strictObject({ active: z.boolean("active must be true or false.") });

/** A category's form within an event, with the category's own seats and deadline there. */
export const eventFormSaveSchema = z.strictObject({
  fields: formFieldsSchema,
  capacity: z.number(eventMessages.capacity).int(eventMessages.capacity).min(0, eventMessages.capacity).max(1_000_000, eventMessages.capacity).nullable().default(null),
  registrationDeadline: time(eventMessages.time).nullable().default(null),
  /** The category's fee in whole taka; null: free. */
  feeTaka: z.number(eventMessages.fee).int(eventMessages.fee).min(0, eventMessages.fee).max(100_000, eventMessages.fee).nullable().default(null),
});
export type EventFormSave = z.input<typeof eventFormSaveSchema>;

export const categoryEditorSchema = z.strictObject({
  name: singleLine(z.string(categoryMessages.nameRequired).trim().min(1, categoryMessages.nameRequired).max(200, categoryMessages.nameTooLong), "The name"),
  nameBn: text(200, categoryMessages.nameBnTooLong, "The Bangla name"),
  description: text(1000, categoryMessages.descriptionTooLong, "The description"),
  descriptionBn: text(1000, categoryMessages.descriptionBnTooLong, "The Bangla description"),
  active: z.boolean().default(false),
});
export type CategoryEditorValues = z.output<typeof categoryEditorSchema>;

export const categoryOrderSchema = z.strictObject({
  ids: z
    .array(z.guid("An id is a UUID."))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, categoryMessages.orderRepeated),
});

export const contentIdParamsSchema = z.strictObject({ id: z.guid("An id is a UUID.") });
export const eventFormParamsSchema = z.strictObject({ id: z.guid("An id is a UUID."), categoryId: z.guid("An id is a UUID.") });

/** One event in the editor's list. */
export interface EventListItem {
  id: string;
  title: string;
  startsAt: string;
  location: string | null;
  active: boolean;
  past: boolean;
  registrations: number;
  categories: string[];
  /**
   * Whether visitors have a way to register: an outside form, or a category with an active form of
   * our own. A past event needs none. A shown event that is not ready has a card without "Register Now".
   */
  ready: boolean;
}

/** One category's form within an event, as the builder loads it. */
export interface EventFormItem {
  categoryId: string;
  categoryName: string;
  categoryActive: boolean;
  /** The stored fields, normalised (spec section 5), but with the placeholder as stored ("" for the default "Enter {label}"). */
  fields: FormField[];
  capacity: number | null;
  registrationDeadline: string | null;
  /** The category's fee in whole taka, or null when it is free. */
  feeTaka: number | null;
  /** Registrations made in this category of the event, under this or an earlier version of the form. */
  registrations: number;
}

export interface EventDetail {
  id: string;
  values: EventEditorValues;
  forms: EventFormItem[];
  registrations: number;
}

export interface CategoryListItem {
  id: string;
  name: string;
  nameBn: string | null;
  description: string | null;
  descriptionBn: string | null;
  displayOrder: number | null;
  active: boolean;
  /** Events with an active form in the category. */
  events: number;
  registrations: number;
}
