import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "../../web/components/ui/button.tsx";
import { downloadFile } from "../lib/download.ts";

/** Downloads a CSV export: the mutation takes the export's API path with the filter's query string (no page). */
export function useExport() {
  return useMutation({ mutationFn: (path: string) => downloadFile(path) });
}

export type Exporter = UseMutationResult<void, Error, string>;

/** "Export CSV": the file of every row the table's filter matches. */
export function ExportButton({ exporter, path, disabled }: { exporter: Exporter; path: string; disabled?: boolean }) {
  return (
    <Button variant="secondary" onClick={() => exporter.mutate(path)} disabled={exporter.isPending || disabled}>
      <Download aria-hidden="true" className="size-4" />
      {exporter.isPending ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
