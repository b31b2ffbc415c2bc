import { inLanguage } from "#shared/in-language.ts";
import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { MemberCard } from "#web/components/ui/member-card.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useAlumniMembers } from "./get-alumni-members.ts";

export function AlumniGrid() {
  const text = useListsText();
  return (
    <ListStates query={useAlumniMembers()} texts={text.states.alumni} what="alumni members">
      {(alumni) => (
        <CardGrid
          items={alumni}
          itemKey={(member) => member.id}
          renderItem={(member, index) => (
            <MemberCard
              imageLoading={listImageLoading(index)}
              level={2}
              name={member.name}
              imageUrl={member.imageUrl}
              lines={[
                text.careerLine(inLanguage(member.jobTitle, member.jobTitleBn, text.lang), member.company),
                text.classLine(member.graduationYear),
              ]}
              links={member}
              text={text.memberText}
            />
          )}
        />
      )}
    </ListStates>
  );
}
