import { z } from "zod";
import { apiPaths } from "./paths.ts";
import { limits } from "../limits.ts";
import { referencePattern } from "../reference.ts";
import { extraAnswerKeys } from "../registration-validation.ts";
import { submissionLanguageField } from "../submission-language.ts";
import { consentVersionFields } from "../consent-versions.ts";
import { eventKinds } from "../event-timing.ts";

/**
 * An active event as the Events page shows it. Past when photosUrl is set or it has ended
 * (decisions.md).
 */
export const eventSchema = z.object({
  id: z.string(),
  /** A workshop is also listed on the Workshops page. */
  kind: z.enum(eventKinds),
  title: z.string(),
  /** The Bangla text, when the editor wrote one: a Bangla page shows it, else the English. */
  titleBn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  location: z.string().nullable(),
  locationBn: z.string().nullable(),
  startsAt: z.string(),
  /** Optional end, for the calendar file. */
  endsAt: z.string().nullable(),
  /**
   * The event is over (its end, or its start and two hours, has gone by) when the list was made: the
   * server decides, so the page and its hydration agree, and the cached list changes when it turns.
   */
  ended: z.boolean(),
  /** Seats left in the whole event (null: unlimited); each category may have fewer. */
  seatsLeft: z.number().int().nullable(),
  /** When registration closes, if the event sets a deadline (each category may close earlier). */
  registrationDeadline: z.string().nullable(),
  /** The event's registration deadline has passed. */
  registrationClosed: z.boolean(),
  /** Registrations after capacity join a waiting list instead of being refused. */
  waitlist: z.boolean(),
  coverImageUrl: z.string().nullable(),
  photosUrl: z.string().nullable(),
  googleFormMode: z.enum(["embed", "redirect"]).nullable(),
  googleFormUrl: z.string().nullable(),
  /** It has at least one active form in an active category: visitors can register on this site. */
  hasRegistrationForms: z.boolean(),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** One category a visitor can register in: one per active form of the event. */
export const eventCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  /** Seats left for this category, the event's own limit included (null: unlimited). */
  seatsLeft: z.number().int().nullable(),
  /** The event's or the category's deadline has passed. */
  registrationClosed: z.boolean(),
  waitlist: z.boolean(),
  /** The category's fee in whole taka; null: free. */
  feeTaka: z.number().int().nullable(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** The Bangla label, placeholder and options (in the English options' order), when written. */
  labelBn: z.string().nullable(),
  placeholderBn: z.string().nullable(),
  optionsBn: z.array(z.string()).nullable(),
});

/** The form of one event and category, its fields already normalised (spec section 5). */
export const registrationFormSchema = z.object({
  fields: z.array(formFieldSchema),
  feeTaka: z.number().int().nullable().default(null),
  /** The event's participants may be under 18: the form also asks for a guardian. */
  askGuardian: z.boolean().default(false),
});
export type EventRegistrationForm = z.infer<typeof registrationFormSchema>;

export const eventParamsSchema = z.strictObject({ eventId: z.uuid() });
export const eventCategoryParamsSchema = z.strictObject({ eventId: z.uuid(), categoryId: z.uuid() });
export const uploadQuerySchema = z.strictObject({ categoryId: z.uuid(), field: z.string().min(1).max(200) });

const answerSchema = z.union([z.string().max(10_000), z.array(z.string().max(10_000)).max(100)]);
const maxAnswerName = 200;

/** At most this many answers are read: the largest form the builder saves, and a few more. */
export const maxAnswerKeys = limits.formFields + extraAnswerKeys;

/**
 * The body limit of a registration, sized for the largest form (docs/security.md): each of its
 * `limits.formFields` fields answered to the length limit (`limits.message` characters) in a script
 * of 3 bytes a character in UTF-8, such as Bengali, under a name of `maxAnswerName` characters, with
 * JSON's quotes, colon and comma; 1 KB for the rest (ids, honeypot); rounded up to a whole KB.
 */
export const registrationBodyLimit = Math.ceil((limits.formFields * (maxAnswerName + limits.message * 3 + 6) + 1024) / 1024) * 1024;

/** What the browser posts: the event, the category and the answers keyed by field name. */
export const registrationSubmissionSchema = z.strictObject({
  eventId: z.uuid(),
  categoryId: z.uuid(),
  // Counted before any answer is read, so thousands of made-up names cost nothing more.
  registrationData: z
    .custom<Record<string, unknown>>((value) => typeof value !== "object" || value === null || Object.keys(value).length <= maxAnswerKeys, {
      error: `A registration has at most ${maxAnswerKeys} answers.`,
    })
    .pipe(z.record(z.string().min(1).max(maxAnswerName), answerSchema)),
  // The privacy policy and terms the form was built with.
  ...consentVersionFields,
  ...submissionLanguageField,
});
export type RegistrationSubmission = z.infer<typeof registrationSubmissionSchema>;

/** The answer to a stored registration: confirmed or on the waiting list, and the registrant's reference (GSC-XXXX-XX). */
export const registrationCreatedSchema = z.strictObject({
  received: z.literal(true),
  status: z.enum(["confirmed", "waitlisted", "payment_pending"]),
  reference: z.string().regex(referencePattern),
  // A confirmed registration's ticket: its page's absolute address. None while
  // it waits; answers stored before tickets existed have none either.
  ticketUrl: z.url().optional(),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/**
 * The answer to an upload: the reference a registration stores (`upload:{key}`), and the token that
 * lets only this browser claim it; the form sends `{url}.{token}` as the field's value.
 */
export const uploadResultSchema = z.object({ url: z.string(), token: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ""));

/** The API paths of events, with their parameters filled in. */
export const eventApiPaths = {
  categories: (eventId: string) => fill(apiPaths.eventCategories, { eventId }),
  form: (eventId: string, categoryId: string) => fill(apiPaths.eventRegistrationForm, { eventId, categoryId }),
  calendar: (eventId: string) => fill(apiPaths.eventCalendar, { eventId }),
  upload: (eventId: string, categoryId: string, field: string) =>
    `${fill(apiPaths.eventUploads, { eventId })}?${new URLSearchParams({ categoryId, field }).toString()}`,
};
