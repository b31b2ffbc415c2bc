import { useMutation, useQuery } from "@tanstack/react-query";
import type { AnnouncementCounts, AnnouncementDetailAnswer, AnnouncementInput, AnnouncementPreview, AnnouncementsAnswer } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

const announcementsKey = ["announcements"] as const;

/** Letters written so far, and the events a new one may go to. */
export function useAnnouncements() {
  return useQuery({ queryKey: announcementsKey, queryFn: () => consoleApi.get<AnnouncementsAnswer>(consoleApiPaths.announcements) });
}

/** How many a group holds and one letter as they would get it. */
export function usePreviewAnnouncement() {
  return useMutation({ mutationFn: (input: AnnouncementInput) => consoleApi.post<AnnouncementPreview>(consoleApiPaths.announcementsPreview, input) });
}

export function useSendAnnouncement() {
  return useMutation({
    mutationFn: (input: AnnouncementInput) => consoleApi.post<{ id: string; counts: AnnouncementCounts }>(consoleApiPaths.announcements, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}

/** One letter's delivery and WhatsApp list; looked at again while e-mail is still waiting. */
export function useAnnouncement(id: string) {
  return useQuery({
    queryKey: [...announcementsKey, id] as const,
    queryFn: () => consoleApi.get<AnnouncementDetailAnswer>(consoleApiPath(consoleApiPaths.announcement, { id })),
    refetchInterval: (query) => (query.state.data && query.state.data.delivery.waiting > 0 ? 3_000 : false),
  });
}

export function useMarkTold(id: string) {
  return useMutation({
    mutationFn: ({ recipientId, told }: { recipientId: string; told: boolean }) =>
      consoleApi.post<{ told: boolean }>(consoleApiPath(consoleApiPaths.announcementTold, { id, recipientId }), { told }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...announcementsKey, id] }),
  });
}
