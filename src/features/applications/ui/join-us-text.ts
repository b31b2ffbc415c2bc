import { createContext, useContext } from "react";
import type { joinUsContent } from "#web/content/join-us.ts";

/** The Join Us page's words in the page's language (content/join-us.ts or content/bn/join-us.ts). */
export type JoinUsText = typeof joinUsContent;

/**
 * Filled by the page (join-us-page.tsx) with the words its route module imported, so the form's
 * parts never import a catalog and a page carries only its own language's.
 */
export const JoinUsTextContext = createContext<JoinUsText | null>(null);

export function useJoinUsText(): JoinUsText {
  const text = useContext(JoinUsTextContext);
  if (!text) throw new Error("useJoinUsText outside the Join Us page");
  return text;
}
