import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import type { PlaceholderText, placeholderContent } from "../../content/placeholders.ts";
import { useInLang } from "../../lib/lang.ts";
import type { PageText } from "../../content/types.ts";
import { buttonClasses } from "./button.tsx";
import { IntroCard, PageBody, PageHeader } from "./page.tsx";

/**
 * A page the club has not filled yet: its heading and an intro card that points to what exists.
 * The route module hands in its language's texts (content/placeholders.ts or content/bn/placeholders.ts).
 */
export function PlaceholderPage({ text, content }: { text: PageText<keyof typeof placeholderContent>; content: PlaceholderText }) {
  const inLang = useInLang();
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <IntroCard title={content.introTitle}>
          <p>{content.introText}</p>
          <Link to={inLang(content.link.path)} className={`${buttonClasses("primary")} mt-5`}>
            {content.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </IntroCard>
      </PageBody>
    </>
  );
}
