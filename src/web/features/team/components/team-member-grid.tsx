import { inLanguage } from "../../../../shared/in-language.ts";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { MemberCard } from "../../../components/ui/member-card.tsx";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useListsText } from "../../lists/lists-text.tsx";
import { useTeamMembers } from "../api/get-team-members.ts";

export function TeamMemberGrid() {
  const text = useListsText();
  return (
    <ListStates query={useTeamMembers()} texts={text.states.team} what="team members">
      {(members) => (
        <CardGrid
          items={members}
          itemKey={(member) => member.id}
          renderItem={(member, index) => (
            <MemberCard
              imageLoading={listImageLoading(index)}
              name={member.name}
              imageUrl={member.imageUrl}
              lines={[inLanguage(member.roleTitle, member.roleTitleBn, text.lang)]}
              links={member}
              text={text.memberText}
            />
          )}
        />
      )}
    </ListStates>
  );
}
