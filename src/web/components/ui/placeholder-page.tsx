import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import { placeholderContent } from "../../content/placeholders.ts";
import type { PageText } from "../../content/types.ts";
import { buttonClasses } from "./button.tsx";
import { IntroCard, PageBody, PageHeader } from "./page.tsx";

/** A page the club has not filled yet: its heading and an intro card that points to what exists. */
export function PlaceholderPage({ text }: { text: PageText<keyof typeof placeholderContent> }) {
  const content = placeholderContent[text.page];
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.introTitle}>
          <p>{content.introText}</p>
          <Link to={content.link.path} className={`${buttonClasses("primary")} mt-5`}>
            {content.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </IntroCard>
      </PageBody>
    </>
  );
}
