import { IntroCard, PageBody, PageHeader } from "../../../components/ui/page.tsx";
import { SubPageLinks } from "../../../components/ui/sub-page-links.tsx";
import type { PageText } from "../../../content/types.ts";
import type { SubPageLinks as SubPageLinksContent } from "../../../content/sub-pages.ts";
import type { eventsIntro } from "../../../content/events-intro.ts";
import { EventsTextProvider, type EventsText } from "../events-text.tsx";
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
