import type { ListsText } from "#web/content/lists.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { ClubPartnerGrid } from "./club-partner-grid.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function ClubPartnersPage({ text, lists }: { text: PageText<"clubPartners">; lists: ListsText }) {
  return (
    <ListPage page={text} lists={lists}>
      <ClubPartnerGrid />
    </ListPage>
  );
}
