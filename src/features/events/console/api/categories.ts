import { useMutation, useQuery } from "@tanstack/react-query";
import type { CategoryEditorValues, CategoryListItem } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const categoriesQueryKey = ["content", "event-categories"] as const;
type CategoriesAnswer = { categories: CategoryListItem[] };

const refresh = () => queryClient.invalidateQueries({ queryKey: ["content"] });
const categoryPath = (id: string) => consoleApiPath(consoleApiPaths.contentEventCategory, { id });

export function useCategories() {
  return useQuery({ queryKey: categoriesQueryKey, queryFn: () => consoleApi.get<CategoriesAnswer>(consoleApiPaths.contentEventCategories) });
}

/** Adds a category (no id) or changes one. */
export function useSaveCategory(id: string | undefined) {
  return useMutation({
    mutationFn: (values: CategoryEditorValues) =>
      id === undefined ? consoleApi.post(consoleApiPaths.contentEventCategories, values) : consoleApi.patch(categoryPath(id), values),
    onSuccess: refresh,
  });
}

export function useSetCategoryActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => consoleApi.patch(consoleApiPath(consoleApiPaths.contentEventCategoryActive, { id }), { active }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  return useMutation({ mutationFn: (id: string) => consoleApi.delete(categoryPath(id)), onSuccess: refresh });
}

/** Saves a new order; the table shows it at once and goes back if the server refuses. */
export function useReorderCategories() {
  return useMutation({
    mutationFn: (ids: string[]) => consoleApi.patch<CategoriesAnswer>(consoleApiPaths.contentEventCategoriesOrder, { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: categoriesQueryKey });
      const before = queryClient.getQueryData<CategoriesAnswer>(categoriesQueryKey);
      if (before) {
        const byId = new Map(before.categories.map((c) => [c.id, c]));
        queryClient.setQueryData<CategoriesAnswer>(categoriesQueryKey, { categories: ids.map((id) => byId.get(id)!).filter(Boolean) });
      }
      return { before };
    },
    onError: (_error, _ids, context) => context?.before && queryClient.setQueryData(categoriesQueryKey, context.before),
    onSuccess: (answer) => queryClient.setQueryData(categoriesQueryKey, answer),
  });
}
