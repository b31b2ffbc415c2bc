import { useMutation, useQuery } from "@tanstack/react-query";
import type { ContentRow, ContentRowAnswer, ContentRowsAnswer, PictureAnswer } from "../../contract.ts";
import type { ContentValues } from "../../fields.ts";
import type { ContentListId } from "../../rules.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const contentRowsQueryKey = (list: ContentListId) => ["content", list] as const;

/** Every row of a list, shown and hidden, in the console's order. */
export function useContentRows(list: ContentListId) {
  return useQuery({
    queryKey: contentRowsQueryKey(list),
    queryFn: () => consoleApi.get<ContentRowsAnswer>(consoleApiPath(consoleApiPaths.contentRows, { list })),
  });
}

/** Puts a changed row into the list the table shows. */
function keepRow(list: ContentListId, row: ContentRow) {
  queryClient.setQueryData<ContentRowsAnswer>(contentRowsQueryKey(list), (answer) =>
    answer ? { rows: answer.rows.some((r) => r.id === row.id) ? answer.rows.map((r) => (r.id === row.id ? row : r)) : [...answer.rows, row] } : answer,
  );
}

/** Adds a row (id undefined) or replaces an existing row's form values. */
export function useSaveContentRow(list: ContentListId, id: string | undefined) {
  return useMutation({
    mutationFn: (values: ContentValues) =>
      id === undefined
        ? consoleApi.post<ContentRowAnswer>(consoleApiPath(consoleApiPaths.contentRows, { list }), values)
        : consoleApi.patch<ContentRowAnswer>(consoleApiPath(consoleApiPaths.contentRow, { list, id }), values),
    onSuccess: ({ row }) => {
      keepRow(list, row);
      return queryClient.invalidateQueries({ queryKey: contentRowsQueryKey(list) });
    },
  });
}

/** Shows a row on the public site, or hides it. */
export function useSetContentRowActive(list: ContentListId) {
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      consoleApi.post<ContentRowAnswer>(consoleApiPath(consoleApiPaths.contentRowActive, { list, id }), { active }),
    onSuccess: ({ row }) => keepRow(list, row),
  });
}

export function useDeleteContentRow(list: ContentListId) {
  return useMutation({
    mutationFn: (id: string) => consoleApi.delete<void>(consoleApiPath(consoleApiPaths.contentRow, { list, id })),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ContentRowsAnswer>(contentRowsQueryKey(list), (answer) => answer && { rows: answer.rows.filter((r) => r.id !== id) }),
  });
}

/** Saves a new order: the table shows it at once, and the server's answer (or the list again, on failure) after. */
export function useReorderContentRows(list: ContentListId) {
  return useMutation({
    mutationFn: (rows: ContentRow[]) =>
      consoleApi.post<ContentRowsAnswer>(consoleApiPath(consoleApiPaths.contentOrder, { list }), { ids: rows.map((r) => r.id) }),
    onMutate: (rows) => queryClient.setQueryData<ContentRowsAnswer>(contentRowsQueryKey(list), { rows }),
    onSuccess: (answer) => queryClient.setQueryData(contentRowsQueryKey(list), answer),
    onError: () => queryClient.invalidateQueries({ queryKey: contentRowsQueryKey(list) }),
  });
}

/** Uploads a picture for a list's cards; the answer is its public address. */
export function uploadPicture(list: ContentListId, file: Blob): Promise<PictureAnswer> {
  return consoleApi.postFile<PictureAnswer>(consoleApiPath(consoleApiPaths.contentPictures, { list }), file);
}
