import type { Publication } from "../contract.ts";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { usePublications } from "./get-publications.ts";
import { PublicationCard } from "./publication-card.tsx";

/** Every publication, or with `type` those of one type and the page's own `empty` text. */
export function PublicationList({ type, empty }: { type?: string; empty?: string } = {}) {
  const text = useListsText();
  const keep = type === undefined ? undefined : (publication: Publication) => publication.type === type;
  return (
    <ListStates query={usePublications()} texts={{ ...text.states.publications, ...(empty && { empty }) }} what="publications" keep={keep}>
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
