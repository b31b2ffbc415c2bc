import { useQuery } from "@tanstack/react-query";
import { eventApiPaths, registrationFormSchema, type EventCategory, type EventRegistrationForm } from "#shared/api/events.ts";
import type { WalkInAnswer, WalkInBody } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { idempotencyHeader } from "#web/lib/idempotent-post.ts";
import { consoleApi } from "#console/lib/api.ts";

/**
 * Registers a walk-in at the door. `key` is the attempt's Idempotency-Key: a
 * retry after a lost answer is answered the first answer instead of being refused as registered already.
 */
export function registerWalkIn(eventId: string, body: WalkInBody, key: string): Promise<WalkInAnswer> {
  return consoleApi.post<WalkInAnswer>(consoleApiPath(consoleApiPaths.checkInWalkIns, { eventId }), body, { [idempotencyHeader]: key });
}

/**
 * The event's categories as its public registration offers them, with seats left: read from the
 * public endpoint, so the door offers exactly what the site does. Read again on every visit and
 * after each walk-in, as seats go.
 */
export function useWalkInCategories(eventId: string) {
  return useQuery({
    queryKey: ["check-in", "walk-in", eventId, "categories"] as const,
    queryFn: () => consoleApi.get<EventCategory[]>(eventApiPaths.categories(eventId)),
    staleTime: 0,
    // With no network the door's service worker answers from what it kept.
    networkMode: "offlineFirst",
  });
}

/** The category's own form, its fields normalised as the public dialog draws them. */
export function useWalkInForm(eventId: string, categoryId: string | undefined) {
  return useQuery({
    queryKey: ["check-in", "walk-in", eventId, "form", categoryId] as const,
    queryFn: async (): Promise<EventRegistrationForm> => registrationFormSchema.parse(await consoleApi.get<unknown>(eventApiPaths.form(eventId, categoryId!))),
    enabled: categoryId !== undefined,
    networkMode: "offlineFirst",
  });
}

/**
 * Reads the event's categories and each one's form while the network is there, so the door's
 * service worker keeps them for a walk-in registered with none.
 */
export async function keepWalkInForms(eventId: string): Promise<void> {
  const categories = await consoleApi.get<EventCategory[]>(eventApiPaths.categories(eventId));
  await Promise.all(categories.map((category) => consoleApi.get<unknown>(eventApiPaths.form(eventId, category.id))));
}
