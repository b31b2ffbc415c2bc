import type { ClubEvent, EventCategory } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { isPastEvent } from "#shared/registration-mode.ts";
import { inLanguage } from "#shared/in-language.ts";
import { useLang } from "#web/lib/lang.ts";
import { useEventsText } from "./events-text.tsx";
import { useApiData } from "#web/lib/api-data.ts";
import { categoryRefusal, SeatsNote } from "./event-seats.tsx";

/**
 * An event's categories on its page: each one's name, description, fee and seats, as the
 * registration dialog shows the chosen one. The server renders them with the page (its loader gives
 * them under the path the dialog reads, so opening it asks the API nothing); the path is built here
 * rather than with eventApiPaths, whose module brings zod along.
 */
export function EventCategories({ event }: { event: ClubEvent }) {
  const { events, seats } = useEventsText();
  const lang = useLang();
  const categories = useApiData<EventCategory[]>(apiPaths.eventCategories.replace(":eventId", encodeURIComponent(event.id)), {
    enabled: !isPastEvent(event) && event.hasRegistrationForms,
  });
  if (isPastEvent(event) || !categories.data || categories.data.length === 0) return null;
  const text = events.categories;
  return (
    <section aria-labelledby="event-categories" className="mx-auto mt-8 max-w-xl" data-event-categories>
      <h2 id="event-categories" className="text-xl font-bold text-brand-900">
        {text.heading}
      </h2>
      <ul className="mt-4 grid gap-3">
        {categories.data.map((category) => {
          const refused = categoryRefusal(event, category);
          const refusal = refused && seats.messages[refused];
          const description = category.description && inLanguage(category.description, category.descriptionBn, lang);
          return (
            <li key={category.id} className="grid gap-1.5 rounded-[var(--radius-card)] border border-line bg-white p-4" data-event-category>
              <h3 className="font-bold text-brand-900 [overflow-wrap:anywhere]">{inLanguage(category.name, category.nameBn, lang)}</h3>
              {description && <p className="text-sm text-muted">{description}</p>}
              <p className="text-sm font-semibold text-brand-900" data-category-fee>
                {category.feeTaka ? text.fee(category.feeTaka) : text.free}
              </p>
              {refusal ? (
                <p className="text-sm font-semibold text-danger" data-seats>
                  {refusal}
                </p>
              ) : category.seatsLeft === 0 ? (
                <p className="text-sm font-semibold text-brand-800" data-seats>
                  {seats.messages.waitlistOpen}
                </p>
              ) : (
                <SeatsNote seats={category} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
