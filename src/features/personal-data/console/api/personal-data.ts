import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer, PersonKeysInput } from "../../contract.ts";
import { consoleApi } from "#console/lib/api.ts";
import { downloadFile } from "#console/lib/download.ts";

const personalDataKey = ["personal-data"] as const;

/**
 * Everything held about the person the keys name (decision 118). POSTed, so the keys are in no
 * address; dropped from the cache as soon as the page stops showing it (`gcTime: 0`).
 */
export function usePersonalDataFind(keys: PersonKeysInput | undefined) {
  return useQuery({
    queryKey: [...personalDataKey, keys] as const,
    queryFn: () => consoleApi.post<PersonalDataFindAnswer>(consoleApiPaths.personalDataFind, keys),
    enabled: keys !== undefined,
    gcTime: 0,
    retry: false,
  });
}

/** Erases what the keys find; the find is asked again afterwards, to show what is left. */
export function usePersonalDataErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: PersonKeysInput) => consoleApi.post<PersonalDataEraseAnswer>(consoleApiPaths.personalDataErase, keys),
    onSettled: () => client.invalidateQueries({ queryKey: personalDataKey }),
  });
}

/** Downloads the person's ZIP: fetched with the keys in the body, saved from the streamed answer. */
export function downloadPersonalData(keys: PersonKeysInput): Promise<void> {
  const init = { method: "POST", headers: { "content-type": "application/json", accept: "application/zip" }, body: JSON.stringify(keys) };
  return downloadFile(consoleApiPaths.personalDataExport, init, "personal-data.zip");
}
