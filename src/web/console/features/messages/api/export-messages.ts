import { useMutation } from "@tanstack/react-query";
import { consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the CSV of every message the tab and search match (the query string without the page). */
export function exportMessages(filterQueryString: string): Promise<void> {
  return downloadFile(`${consoleApiPaths.messagesExport}${filterQueryString}`);
}

export function useExportMessages() {
  return useMutation({ mutationFn: exportMessages });
}
