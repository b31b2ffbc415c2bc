import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { SubPageLinks } from "../../components/ui/sub-page-links.tsx";
import { subPageLinks } from "../../content/sub-pages.ts";
import { eventsText } from "../../content/events.ts";
import { eventsPageText } from "../../content/pages/events.ts";
import { EventGrid } from "../../features/events/components/event-grid.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(eventsPageText);
export const loader = listsLoader(paths.events);

export default function EventsPage() {
  const text = eventsPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <SubPageLinks content={subPageLinks.events} />
        <IntroCard title={eventsText.intro.title}>{eventsText.intro.body}</IntroCard>
        <EventGrid />
      </PageBody>
    </>
  );
}
