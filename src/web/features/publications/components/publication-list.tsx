import { ListStates } from "../../../components/ui/list-states.tsx";
import { listImageLoading } from "../../../lib/list-image.ts";
import { useListsText } from "../../lists/lists-text.tsx";
import { usePublications } from "../api/get-publications.ts";
import { PublicationCard } from "./publication-card.tsx";

export function PublicationList() {
  const text = useListsText();
  return (
    <ListStates query={usePublications()} texts={text.states.publications} what="publications">
      {(publications) => (
        <ul className="grid gap-6">
          {publications.map((publication, index) => (
            <li key={publication.id} className="min-w-0">
              <PublicationCard publication={publication} imageLoading={listImageLoading(index)} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
