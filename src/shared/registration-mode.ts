import type { ClubEvent } from "./api/events.ts";

type EventModeFields = Pick<ClubEvent, "photosUrl" | "googleFormMode" | "googleFormUrl">;

/** An event is past when its photo album is set; no status is stored (spec section 4). */
export function isPastEvent(event: Pick<ClubEvent, "photosUrl">): boolean {
  return Boolean(event.photosUrl);
}

/**
 * How visitors register (spec section 2, decisions.md): redirect sends them to the outside form only,
 * embed offers the outside form beside our own, anything else is our own form alone.
 */
export function registrationMode(event: EventModeFields): "embed" | "redirect" | "native" {
  if (event.googleFormUrl && event.googleFormMode === "redirect") return "redirect";
  if (event.googleFormUrl && event.googleFormMode === "embed") return "embed";
  return "native";
}

/** Whether this site takes registrations for the event: not past, and not handed to an outside form. */
export function takesNativeRegistrations(event: EventModeFields): boolean {
  return !isPastEvent(event) && registrationMode(event) !== "redirect";
}
