import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { MemberCard } from "../../../components/ui/member-card.tsx";
import { listTexts } from "../../../content/lists.ts";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useTeamMembers } from "../api/get-team-members.ts";

export function TeamMemberGrid() {
  return (
    <ListStates query={useTeamMembers()} texts={listTexts.team} what="team members">
      {(members) => (
        <CardGrid
          items={members}
          itemKey={(member) => member.id}
          renderItem={(member, index) => (
            <MemberCard imageLoading={listImageLoading(index)} name={member.name} imageUrl={member.imageUrl} lines={[member.roleTitle]} links={member} />
          )}
        />
      )}
    </ListStates>
  );
}
