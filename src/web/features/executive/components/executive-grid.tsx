import { arrangeExecutivesForDisplay } from "../../../../shared/executive-order.ts";
import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { MemberCard } from "../../../components/ui/member-card.tsx";
import { listTexts } from "../../../content/lists.ts";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useExecutiveMembers } from "../api/get-executive-members.ts";

/** The committee in rank order (from the server), rearranged for display as spec section 9 says. */
export function ExecutiveGrid() {
  return (
    <ListStates query={useExecutiveMembers()} texts={listTexts.executive} what="executive members">
      {(members) => (
        <CardGrid
          columns={2}
          items={arrangeExecutivesForDisplay(members)}
          itemKey={(member) => member.id}
          renderItem={(member, index) => (
            <MemberCard imageLoading={listImageLoading(index)} layout="row" name={member.name} imageUrl={member.imageUrl} lines={[member.title]} links={member} />
          )}
        />
      )}
    </ListStates>
  );
}
