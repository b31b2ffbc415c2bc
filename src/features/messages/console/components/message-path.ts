import { consolePagePaths } from "#shared/console/paths.ts";

export function messagePagePath(id: string): string {
  return `${consolePagePaths.messages}/${encodeURIComponent(id)}`;
}
