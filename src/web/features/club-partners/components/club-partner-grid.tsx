import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useListsText } from "../../lists/lists-text.tsx";
import { useClubPartners } from "../api/get-club-partners.ts";
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
