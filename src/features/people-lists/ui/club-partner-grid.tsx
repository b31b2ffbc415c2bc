import { CardGrid } from "#web/components/ui/card-grid.tsx";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useClubPartners } from "./get-club-partners.ts";
import { ClubPartnerCard } from "./club-partner-card.tsx";

export function ClubPartnerGrid() {
  const text = useListsText();
  return (
    <ListStates query={useClubPartners()} texts={text.states.clubPartners} what="club partners">
      {(partners) => (
        <CardGrid items={partners} itemKey={(partner) => partner.id} renderItem={(partner, index) => <ClubPartnerCard partner={partner} imageLoading={listImageLoading(index)} />} />
      )}
    </ListStates>
  );
}
