import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { eventApiPaths, type ClubEvent, type EventCategory } from "../../shared/api/events.ts";
import { apiPaths } from "../../shared/api/paths.ts";
import { listsOfPage } from "../../shared/data-pages.ts";
import { eventIdPartFromSlug, eventNamedBySlug, eventPath } from "#features/events/slug.ts";
import { langOfPath, pathInLang } from "../../shared/lang.ts";
import type { PageLoadContext } from "../../shared/page-load-context.ts";
import type { SitePath } from "../../shared/routes.ts";
import type { MetaDescriptor } from "react-router";
import { eventPageMeta } from "./event-meta.ts";

// Route loaders. Server only: React Router keeps loaders, and this module, out
// of the browser's code.

/**
 * A data page's loader: the current answers of the lists the page shows (shared/data-pages.ts),
 * keyed by API path, read in the server's memory through the load context. A list the server
 * cannot read now is left out, and the page loads it in the browser.
 */
export function listsLoader(page: SitePath) {
  const lists = listsOfPage(page) ?? [];
  return async ({ context }: LoaderFunctionArgs): Promise<Record<string, unknown>> => (context.withoutRows ? {} : context.readLists(lists));
}

/**
 * A personal page's loader: what its server route read (a member card, a ticket). Only that route
 * renders such a page, with its holder's data; reached any other way (a trailing slash the route
 * does not take, say) the path is no page: 404.
 */
export function personalLoader({ context }: LoaderFunctionArgs): Record<string, unknown> {
  if (!context.personal) throw data(null, { status: 404 });
  return context.personal;
}

/**
 * What an event page's loader answers: the events list by its API path (the card and its dialog read
 * it as the events page does), the event, its page's path and its link-preview picture. The path is
 * worked out here so the page's own code carries no slug code (the event cards' chunk has it).
 */
export type EventPageAnswer = Record<string, unknown> & {
  event: ClubEvent;
  path: string;
  ogImage: ReturnType<NonNullable<PageLoadContext["eventOgImage"]>> | undefined;
  /**
   * The page's title, description, canonical, alternates and preview tags in its language, made
   * here so their code stays on the server (the route's `meta` returns them): the event page has
   * little room in its first-visit JavaScript.
   */
  meta: MetaDescriptor[];
};

/**
 * An event's page (/events/{slug}): the events list, the event the slug names among
 * the visible ones and its link-preview picture. This is the one place a slug is looked up. No such
 * event (or the list cannot be read now): 404, for which the server sends the site's 404 page; a
 * slug with outdated words or letter case: 301 to its current one. The page is rendered with the
 * events list and their categories even when data pages go without their rows: it has nothing to
 * show without them.
 */
export async function eventLoader({ params, context, request }: LoaderFunctionArgs): Promise<EventPageAnswer> {
  const lang = langOfPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  // Not an event's slug (no id part): no list is read.
  if (!eventIdPartFromSlug(slug)) throw data(null, { status: 404 });
  const lists = await context.readLists([apiPaths.events, apiPaths.eventCategoriesByEvent]);
  const events = (lists[apiPaths.events] ?? []) as ClubEvent[];
  const found = eventNamedBySlug(slug, events);
  if (!found) throw data(null, { status: 404 });
  const path = pathInLang(eventPath(found.event), lang);
  if (!found.canonical) throw redirect(path, 301);
  // The event's categories with their seats, under the path the page and its dialog
  // read them by (`/api/events/{id}/categories`), so neither asks the API for them; the other
  // events' categories stay out of the page.
  const byEvent = lists[apiPaths.eventCategoriesByEvent] as Record<string, EventCategory[]> | undefined;
  const categories = byEvent ? { [eventApiPaths.categories(found.event.id)]: byEvent[found.event.id] ?? [] } : {};
  const ogImage = context.eventOgImage?.(found.event, lang);
  const meta = eventPageMeta({ ...found.event, path }, ogImage, lang);
  return { [apiPaths.events]: lists[apiPaths.events], ...categories, event: found.event, path, ogImage, meta };
}
