import { useMutation } from "@tanstack/react-query";
import { consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the CSV of every registration the filter matches (the query string without the page; no event: every event). */
export function exportRegistrations(filterQueryString: string): Promise<void> {
  return downloadFile(`${consoleApiPaths.registrationsExport}${filterQueryString}`);
}

export function useExportRegistrations() {
  return useMutation({ mutationFn: exportRegistrations });
}
