import { IntroCard, PageBody, PageHeader } from "../components/ui/page.tsx";
import { teamPageText } from "../content/pages/team.ts";
import { TeamMemberGrid } from "../features/team/components/team-member-grid.tsx";
import { pageMeta } from "../lib/meta.ts";
import { listsLoader } from "../lib/page-loaders.server.ts";
import { paths } from "../../shared/routes.ts";

export const meta = () => pageMeta(teamPageText);
export const loader = listsLoader(paths.team);

export default function TeamPage() {
  return (
    <>
      <PageHeader title={teamPageText.heading} lead="The people who make every festival, workshop and meeting happen." />
      <PageBody>
        <IntroCard title="All Team Members">
          Our team includes executive committee members, faculty advisors, coordinators, volunteers and active
          participants who keep the club running all year.
        </IntroCard>
        <TeamMemberGrid />
      </PageBody>
    </>
  );
}
