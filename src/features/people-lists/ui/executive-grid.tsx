import { arrangeExecutivesForDisplay } from "../executive-order.ts";
import { inLanguage } from "#shared/in-language.ts";
import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { MemberCard } from "#web/components/ui/member-card.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useExecutiveMembers } from "./get-executive-members.ts";

/** The committee in rank order (from the server), rearranged for display as spec section 9 says. */
export function ExecutiveGrid() {
  const text = useListsText();
  return (
    <ListStates query={useExecutiveMembers()} texts={text.states.executive} what="executive members">
      {(members) => (
        <CardGrid
          columns={2}
          items={arrangeExecutivesForDisplay(members)}
          itemKey={(member) => member.id}
          renderItem={(member, index) => (
            <MemberCard
              imageLoading={listImageLoading(index)}
              layout="row"
              name={member.name}
              imageUrl={member.imageUrl}
              lines={[inLanguage(member.title, member.titleBn, text.lang)]}
              links={member}
              text={text.memberText}
            />
          )}
        />
      )}
    </ListStates>
  );
}
