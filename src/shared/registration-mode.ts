import type { ClubEvent } from "./api/events.ts";
import { safeWebHref } from "./safe-url.ts";

type EventModeFields = Pick<ClubEvent, "photosUrl" | "googleFormMode" | "googleFormUrl">;

/**
 * An event is past when its photo album is set or it has ended (decisions.md, docs/decisions/141);
 * no status is stored.
 */
export function isPastEvent(event: Pick<ClubEvent, "photosUrl" | "ended">): boolean {
  return Boolean(event.photosUrl) || event.ended;
}

/**
 * How visitors register (spec section 2, decisions.md): redirect sends them to the outside form only,
 * embed offers the outside form beside our own, anything else is our own form alone.
 */
export function registrationMode(event: EventModeFields): "embed" | "redirect" | "native" {
  // An outside form whose address is not http(s) is no outside form (shared/safe-url.ts).
  const formUrl = safeWebHref(event.googleFormUrl);
  if (formUrl && event.googleFormMode === "redirect") return "redirect";
  if (formUrl && event.googleFormMode === "embed") return "embed";
  return "native";
}

/**
 * Whether this site takes registrations for the event: no album yet, and not handed to an outside
 * form. An event that has ended but has no album still does (walk-ins at the door come after its
 * start; the deadline is what closes registration): only its card stops offering it.
 */
export function takesNativeRegistrations(event: EventModeFields): boolean {
  return !event.photosUrl && registrationMode(event) !== "redirect";
}

/**
 * Whether the event's card invites registration: it is not past, and there is a way to register,
 * an outside form or a form of our own. Otherwise the card shows its details only, not
 * a "Register Now" that opens a dialog with nothing to fill in.
 */
export function offersRegistration(event: EventModeFields & Pick<ClubEvent, "hasRegistrationForms" | "ended">): boolean {
  return !isPastEvent(event) && (event.hasRegistrationForms || registrationMode(event) !== "native");
}
