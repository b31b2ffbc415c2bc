import { inLanguage } from "#shared/in-language.ts";
import { excludedSubExecutiveTitles, groupSubExecutives } from "../sub-executive-groups.ts";
import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { MemberCard } from "#web/components/ui/member-card.tsx";
import { SectionHeading } from "#web/components/ui/section-heading.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useSubExecutiveMembers } from "./get-sub-executive-members.ts";

/**
 * The sub-executive team in the named groups of decisions.md, each with its heading and grid. The
 * groups follow the English titles in either language; a Bangla page shows the
 * group's Bangla heading and each member's Bangla title where the editor wrote one.
 */
export function SubExecutiveGroups() {
  const text = useListsText();
  return (
    <ListStates query={useSubExecutiveMembers()} texts={text.states.subExecutive} what="sub-executive members">
      {(members) => {
        const groups = groupSubExecutives(members, excludedSubExecutiveTitles);
        // Cards are counted across the groups, so only the page's first cards load their photos eagerly.
        let cardsBefore = 0;
        return (
          <div className="grid gap-14">
            {groups.map((group) => {
              const firstIndex = cardsBefore;
              cardsBefore += group.members.length;
              return (
                <section key={group.id} aria-labelledby={`group-${group.id}`}>
                  <SectionHeading id={`group-${group.id}`} title={text.subExecutiveHeading(group.id, group.heading)} />
                  <CardGrid
                    items={group.members}
                    itemKey={(member) => member.id}
                    renderItem={(member, index) => (
                      <MemberCard
                        imageLoading={listImageLoading(firstIndex + index)}
                        name={member.name}
                        imageUrl={member.imageUrl}
                        lines={[inLanguage(member.title, member.titleBn, text.lang)]}
                        links={member}
                        text={text.memberText}
                      />
                    )}
                  />
                </section>
              );
            })}
          </div>
        );
      }}
    </ListStates>
  );
}
