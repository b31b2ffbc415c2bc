import { useMutation, useQuery } from "@tanstack/react-query";
import type { PictureAnswer } from "#features/content/contract.ts";
import type { EventDetail, EventEditorValues, EventFormSave, EventListItem } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const eventsQueryKey = ["content", "events"] as const;
export const eventQueryKey = (id: string) => ["content", "events", id] as const;

const eventPath = (id: string) => consoleApiPath(consoleApiPaths.contentEvent, { id });
/** Every event query: the list and each event's page read again after a change. */
const refresh = () => queryClient.invalidateQueries({ queryKey: eventsQueryKey });

export function useEvents() {
  return useQuery({ queryKey: eventsQueryKey, queryFn: () => consoleApi.get<{ events: EventListItem[] }>(consoleApiPaths.contentEvents) });
}

export function useEvent(id: string | undefined) {
  return useQuery({ queryKey: eventQueryKey(id ?? ""), queryFn: () => consoleApi.get<EventDetail>(eventPath(id!)), enabled: id !== undefined });
}

/** Adds an event (no id yet) or changes one. */
export function useSaveEvent(id: string | undefined) {
  return useMutation({
    mutationFn: (values: EventEditorValues) =>
      id === undefined
        ? consoleApi.post<{ id: string }>(consoleApiPaths.contentEvents, values)
        : consoleApi.patch<{ changed: string[] }>(eventPath(id), values).then(() => ({ id })),
    onSuccess: refresh,
  });
}

export function useSetEventActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => consoleApi.patch(consoleApiPath(consoleApiPaths.contentEventActive, { id }), { active }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent() {
  return useMutation({ mutationFn: (id: string) => consoleApi.delete(eventPath(id)), onSuccess: refresh });
}

const formPath = (id: string, categoryId: string) => consoleApiPath(consoleApiPaths.contentEventForm, { id, categoryId });

/** Saves one category's form within the event. */
export function useSaveEventForm(id: string, categoryId: string) {
  return useMutation({
    mutationFn: (save: EventFormSave) => consoleApi.patch<{ saved: boolean }>(formPath(id, categoryId), save),
    onSuccess: refresh,
  });
}

/** Takes a category off the event. */
export function useRemoveEventForm(id: string) {
  return useMutation({ mutationFn: (categoryId: string) => consoleApi.delete(formPath(id, categoryId)), onSuccess: refresh });
}

export function uploadCover(file: File): Promise<PictureAnswer> {
  return consoleApi.postFile<PictureAnswer>(consoleApiPaths.contentEventCover, file);
}
