import { IntroCard, PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { SubPageLinks } from "#web/components/ui/sub-page-links.tsx";
import type { PageText } from "#web/content/types.ts";
import type { SubPageLinks as SubPageLinksContent } from "#web/content/sub-pages.ts";
import type { eventsIntro } from "#web/content/events-intro.ts";
import { EventsTextProvider, type EventsText } from "./events-text.tsx";
import { EventCard } from "./event-card.tsx";
import { EventGrid } from "./event-grid.tsx";

/** The Events page in either language: the route module (routes/events/events.tsx or its Bangla twin) gives its texts. */
export function EventsPage({ page, links, intro, text }: { page: PageText; links: SubPageLinksContent; intro: typeof eventsIntro; text: EventsText }) {
  return (
    <EventsTextProvider value={text}>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <SubPageLinks content={links} />
        <IntroCard title={intro.title}>{intro.body}</IntroCard>
        <EventGrid card={(props) => <EventCard {...props} />} />
      </PageBody>
    </EventsTextProvider>
  );
}
