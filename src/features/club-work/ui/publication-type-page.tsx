import { IntroCard } from "#web/components/ui/page.tsx";
import type { ListsText } from "#web/content/lists.ts";
import type { publicationPagesContent } from "#web/content/publication-pages.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { PublicationList } from "./publication-list.tsx";

/**
 * Research Papers, Journal Articles or Conference Papers in either language: the
 * page's intro, then the active publications of its type, newest year first, or its own empty text.
 */
export function PublicationTypePage({
  type,
  text,
  lists,
  content,
}: {
  type: keyof typeof publicationPagesContent;
  text: PageText;
  lists: ListsText;
  content: typeof publicationPagesContent;
}) {
  const page = content[type];
  return (
    <ListPage page={text} lists={lists}>
      <IntroCard title={page.intro.title}>{page.intro.text}</IntroCard>
      <PublicationList type={type} empty={page.empty} />
    </ListPage>
  );
}
