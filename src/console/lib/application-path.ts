import { consolePagePaths } from "#shared/console/paths.ts";

export function applicationPagePath(id: string): string {
  return `${consolePagePaths.applications}/${encodeURIComponent(id)}`;
}
