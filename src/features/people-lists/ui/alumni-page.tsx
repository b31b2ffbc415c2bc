import type { ListsText } from "#web/content/lists.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { AlumniGrid } from "./alumni-grid.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function AlumniPage({ text, lists }: { text: PageText<"alumni">; lists: ListsText }) {
  return (
    <ListPage page={text} lists={lists}>
      <AlumniGrid />
    </ListPage>
  );
}
