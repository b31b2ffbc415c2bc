import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";

/**
 * The address of an uploaded file of a registration, for links and images: the browser asks the
 * server, which checks the session and streams the file or sends it on to a short-lived S3 URL.
 */
export function registrationFileUrl(id: string, field: string, options: { download?: boolean } = {}): string {
  const path = consoleApiPath(consoleApiPaths.registrationFile, { id, field });
  return options.download ? `${path}?download=1` : path;
}
