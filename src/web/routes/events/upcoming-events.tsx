import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { UpcomingEventCard } from "../../components/ui/upcoming-event-card.tsx";
import { upcomingEventsPageText } from "../../content/pages/upcoming-events.ts";
import { upcomingEventsContent } from "../../content/upcoming-events.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(upcomingEventsPageText);

export default function UpcomingEventsPage() {
  const text = upcomingEventsPageText;
  const content = upcomingEventsContent;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.events.map((event) => (
            <UpcomingEventCard
              key={event.title}
              event={event}
              registerLabel={content.registerLabel}
              registerPath={content.registerPath}
            />
          ))}
        </div>
      </PageBody>
    </>
  );
}
