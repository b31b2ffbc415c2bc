import { queryOptions, useQuery } from "@tanstack/react-query";
import { eventApiPaths, type RegistrationForm } from "../../../../shared/api/events.ts";
import { getJson } from "../../../lib/api-client.ts";

export function getRegistrationForm(eventId: string, categoryId: string, signal?: AbortSignal): Promise<RegistrationForm> {
  return getJson<RegistrationForm>(eventApiPaths.form(eventId, categoryId), { signal });
}

export const registrationFormQuery = (eventId: string, categoryId: string) =>
  queryOptions({
    queryKey: ["events", eventId, "categories", categoryId, "form"],
    queryFn: ({ signal }) => getRegistrationForm(eventId, categoryId, signal),
  });

export function useRegistrationForm(eventId: string, categoryId: string | undefined) {
  return useQuery({ ...registrationFormQuery(eventId, categoryId ?? ""), enabled: categoryId !== undefined });
}
