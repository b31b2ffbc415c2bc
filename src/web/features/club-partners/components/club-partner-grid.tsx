import { CardGrid } from "../../../components/ui/card-grid.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { listTexts } from "../../../content/lists.ts";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useClubPartners } from "../api/get-club-partners.ts";
import { ClubPartnerCard } from "./club-partner-card.tsx";

export function ClubPartnerGrid() {
  return (
    <ListStates query={useClubPartners()} texts={listTexts.clubPartners} what="club partners">
      {(partners) => (
        <CardGrid items={partners} itemKey={(partner) => partner.id} renderItem={(partner, index) => <ClubPartnerCard partner={partner} imageLoading={listImageLoading(index)} />} />
      )}
    </ListStates>
  );
}
