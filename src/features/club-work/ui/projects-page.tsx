import { SubPageLinks } from "#web/components/ui/sub-page-links.tsx";
import type { ListsText } from "#web/content/lists.ts";
import type { SubPageLinks as SubPageLinksContent } from "#web/content/sub-pages.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { ProjectGrid } from "./project-grid.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function ProjectsPage({ text, lists, subPages }: { text: PageText<"projects">; lists: ListsText; subPages: SubPageLinksContent }) {
  return (
    <ListPage page={text} lists={lists}>
      <SubPageLinks content={subPages} />
      <ProjectGrid />
    </ListPage>
  );
}
