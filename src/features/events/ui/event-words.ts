import type { ClubEvent } from "#shared/api/events.ts";
import { eventPath } from "../slug.ts";
import { inLanguage } from "#shared/in-language.ts";
import { useInLang, useLang } from "#web/lib/lang.ts";

/** An event's words in the page's language, and its page's address: what every kind of card shows. */
export function useEventWords(event: ClubEvent) {
  const lang = useLang();
  const inLang = useInLang();
  return {
    title: inLanguage(event.title, event.titleBn, lang),
    location: event.location && inLanguage(event.location, event.locationBn, lang),
    description: event.description && inLanguage(event.description, event.descriptionBn, lang),
    href: inLang(eventPath(event)),
  };
}
