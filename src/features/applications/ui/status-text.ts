import { createContext, useContext } from "react";
import type { joinUsStatusContent } from "#web/content/join-us-status.ts";

/** The status page's words in the page's language (content/join-us-status.ts or content/bn/join-us-status.ts). */
export type StatusText = typeof joinUsStatusContent;

/** Filled by the page (status-page.tsx) with the words its route module imported. */
export const StatusTextContext = createContext<StatusText | null>(null);

export function useStatusText(): StatusText {
  const text = useContext(StatusTextContext);
  if (!text) throw new Error("useStatusText outside the status page");
  return text;
}
