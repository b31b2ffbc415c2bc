import { useEffect } from "react";

/** Sets the tab's title for a console page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Organiser console`;
  }, [title]);
}
