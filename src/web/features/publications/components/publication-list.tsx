import { ListStates } from "../../../components/ui/list-states.tsx";
import { listTexts } from "../../../content/lists.ts";
import { usePublications } from "../api/get-publications.ts";
import { PublicationCard } from "./publication-card.tsx";

export function PublicationList() {
  return (
    <ListStates query={usePublications()} texts={listTexts.publications} what="publications">
      {(publications) => (
        <ul className="grid gap-6">
          {publications.map((publication) => (
            <li key={publication.id} className="min-w-0">
              <PublicationCard publication={publication} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
