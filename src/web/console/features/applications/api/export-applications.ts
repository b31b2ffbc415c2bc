import { useMutation } from "@tanstack/react-query";
import { consoleApiPaths } from "../../../../../shared/console/paths.ts";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the CSV of every application the filter matches (the query string without the page). */
export function exportApplications(filterQueryString: string): Promise<void> {
  return downloadFile(`${consoleApiPaths.applicationsExport}${filterQueryString}`);
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
