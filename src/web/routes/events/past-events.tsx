import { Link } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { PastEventCard } from "../../components/ui/past-event-card.tsx";
import { pastEventsPageText } from "../../content/pages/past-events.ts";
import { pastEventsContent } from "../../content/past-events.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(pastEventsPageText);

export default function PastEventsPage() {
  const text = pastEventsPageText;
  const content = pastEventsContent;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6">
          {content.events.map((event) => (
            <PastEventCard key={event.title} event={event} />
          ))}
        </div>
        <Link to={content.albumsLink.path} className={`${buttonClasses("secondary")} mt-10`}>
          {content.albumsLink.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </PageBody>
    </>
  );
}
