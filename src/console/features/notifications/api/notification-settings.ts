import { useMutation, useQuery } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsAnswer } from "#shared/console/mail.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

export const notificationSettingsQueryKey = ["notification-settings"] as const;

/** The signed-in organiser's own e-mail notices, and which their role may choose. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: () => consoleApi.get<NotificationSettingsAnswer>(consoleApiPaths.notifications),
  });
}

export function useSaveNotificationSettings() {
  return useMutation({
    mutationFn: (settings: NotificationSettings) => consoleApi.patch<NotificationSettingsAnswer>(consoleApiPaths.notifications, settings),
    onSuccess: (answer) => queryClient.setQueryData(notificationSettingsQueryKey, answer),
  });
}
