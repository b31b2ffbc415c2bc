import { createContext, useContext, type ReactNode } from "react";
import type { ListsText } from "../content/lists.ts";
import type { PageText } from "../content/types.ts";
import { PageBody, PageHeader } from "./ui/page.tsx";

// The list pages' texts in the page's language. The route module imports its language's
// catalog (content/lists.ts or content/bn/lists.ts) and hands it down here; the components read it
// with useListsText(). There is no default: a default would put English into every Bangla page.
const ListsTextContext = createContext<ListsText | null>(null);

export function ListsTextProvider({ text, children }: { text: ListsText; children: ReactNode }) {
  return <ListsTextContext.Provider value={text}>{children}</ListsTextContext.Provider>;
}

/** The list pages' texts in the page's language. */
export function useListsText(): ListsText {
  const text = useContext(ListsTextContext);
  if (!text) throw new Error("useListsText() needs a ListsTextProvider (the route module gives it)");
  return text;
}

/** A list page: its header, then its body with the lists' texts available to every component in it. */
export function ListPage({
  page,
  lists,
  lead,
  children,
}: {
  page: PageText;
  lists: ListsText;
  /** The header's lead, when it is not the page's description. */
  lead?: string;
  children: ReactNode;
}) {
  return (
    <ListsTextProvider text={lists}>
      <PageHeader title={page.heading} lead={lead ?? page.description} />
      <PageBody>{children}</PageBody>
    </ListsTextProvider>
  );
}
