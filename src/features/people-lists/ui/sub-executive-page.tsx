import type { ListsText } from "#web/content/lists.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { SubExecutiveGroups } from "./sub-executive-groups.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function SubExecutivePage({ text, lists }: { text: PageText<"subExecutive">; lists: ListsText }) {
  return (
    <ListPage page={text} lists={lists}>
      <SubExecutiveGroups />
    </ListPage>
  );
}
