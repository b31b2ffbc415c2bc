import { Link } from "react-router";
import { Icon } from "../../components/ui/icon.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { IntroCard, PageBody, PageHeader } from "../../components/ui/page.tsx";
import { WorkshopCard } from "../../components/ui/workshop-card.tsx";
import { workshopsPageText } from "../../content/pages/workshops.ts";
import { workshopsContent } from "../../content/workshops.ts";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(workshopsPageText);

export default function WorkshopsPage() {
  const text = workshopsPageText;
  const content = workshopsContent;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.intro.title}>{content.intro.text}</IntroCard>
        <div className="grid gap-6 md:grid-cols-2">
          {content.workshops.map((workshop) => (
            <WorkshopCard key={workshop.title} workshop={workshop} />
          ))}
        </div>
        <Link to={content.eventsLink.path} className={`${buttonClasses("secondary")} mt-10`}>
          {content.eventsLink.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </PageBody>
    </>
  );
}
