import { inLanguage } from "#shared/in-language.ts";
import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { MemberCard } from "#web/components/ui/member-card.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useTeamMembers } from "./get-team-members.ts";

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
