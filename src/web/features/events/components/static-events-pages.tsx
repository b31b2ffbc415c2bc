import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Icon } from "../../../components/ui/icon.tsx";
import { IntroCard, PageBody, PageHeader } from "../../../components/ui/page.tsx";
import { PastEventCard } from "../../../components/ui/past-event-card.tsx";
import { UpcomingEventCard } from "../../../components/ui/upcoming-event-card.tsx";
import { WorkshopCard } from "../../../components/ui/workshop-card.tsx";
import type { pastEventsContent } from "../../../content/past-events.ts";
import type { PageText } from "../../../content/types.ts";
import type { upcomingEventsContent } from "../../../content/upcoming-events.ts";
import type { workshopsContent } from "../../../content/workshops.ts";
import { useInLang } from "../../../lib/lang.ts";

// The pages beneath Events without data, in either language: each route module (routes/events/ and
// its Bangla twin under routes/bn/events/) hands its language's texts.

export function UpcomingEventsPage({ page, content }: { page: PageText; content: typeof upcomingEventsContent }) {
  const inLang = useInLang();
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.events.map((event) => (
            <UpcomingEventCard key={event.title} event={event} text={content} registerPath={inLang(content.registerPath)} />
          ))}
        </div>
      </PageBody>
    </>
  );
}

export function PastEventsPage({ page, content }: { page: PageText; content: typeof pastEventsContent }) {
  const inLang = useInLang();
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6">
          {content.events.map((event) => (
            <PastEventCard key={event.title} event={event} labels={content.labels} />
          ))}
        </div>
        <Link to={inLang(content.albumsLink.path)} className={`${buttonClasses("secondary")} mt-10`}>
          {content.albumsLink.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </PageBody>
    </>
  );
}

export function WorkshopsPage({ page, content }: { page: PageText; content: typeof workshopsContent }) {
  const inLang = useInLang();
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6 md:grid-cols-2">
          {content.workshops.map((workshop) => (
            <WorkshopCard key={workshop.title} workshop={workshop} topicsOf={content.topicsOf} />
          ))}
        </div>
        <Link to={inLang(content.eventsLink.path)} className={`${buttonClasses("secondary")} mt-10`}>
          {content.eventsLink.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </PageBody>
    </>
  );
}
