import { IntroCard } from "#web/components/ui/page.tsx";
import type { ListsText } from "#web/content/lists.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { ExecutiveGrid } from "./executive-grid.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function ExecutivePage({ text, lists }: { text: PageText<"executive">; lists: ListsText }) {
  return (
    <ListPage page={text} lists={lists}>
      <IntroCard title={lists.executiveIntro.title}>{lists.executiveIntro.text}</IntroCard>
      <ExecutiveGrid />
    </ListPage>
  );
}
