import { apiPaths } from "../../shared/api/paths.ts";
import { IntroCard, PageBody, PageHeader } from "../components/ui/page.tsx";
import { teamPageText } from "../content/pages/team.ts";
import { TeamMemberGrid } from "../features/team/components/team-member-grid.tsx";
import { pageMeta } from "../lib/meta.ts";
import { preloadData } from "../lib/preload-data.ts";

export const meta = () => pageMeta(teamPageText);
export const links = () => preloadData(apiPaths.teamMembers);

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
