import { alumniCareerLine, alumniClassLine } from "../../../../shared/alumni-career.ts";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { MemberCard } from "../../../components/ui/member-card.tsx";
import { listTexts } from "../../../content/lists.ts";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useAlumniMembers } from "../api/get-alumni-members.ts";

export function AlumniGrid() {
  return (
    <ListStates query={useAlumniMembers()} texts={listTexts.alumni} what="alumni members">
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
              lines={[alumniCareerLine(member.jobTitle, member.company), alumniClassLine(member.graduationYear)]}
              links={member}
            />
          )}
        />
      )}
    </ListStates>
  );
}
