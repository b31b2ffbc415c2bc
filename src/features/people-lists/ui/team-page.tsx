import { IntroCard } from "#web/components/ui/page.tsx";
import type { ListsText } from "#web/content/lists.ts";
import type { PageText } from "#web/content/types.ts";
import { ListPage } from "#web/components/lists-text.tsx";
import { TeamMemberGrid } from "./team-member-grid.tsx";

/** The page's body in either language: the route module (routes/ or routes/bn/) hands in its language's texts. */
export function TeamPage({ text, lists }: { text: PageText<"team">; lists: ListsText }) {
  return (
    <ListPage page={text} lists={lists} lead={lists.teamIntro.lead}>
      <IntroCard title={lists.teamIntro.title}>{lists.teamIntro.text}</IntroCard>
      <TeamMemberGrid />
    </ListPage>
  );
}
