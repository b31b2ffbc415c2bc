import { useMutation, useQuery } from "@tanstack/react-query";
import type { CertificateDesign, CertificatesAnswer, IssueAnswer, IssueCertificates } from "../../contract.ts";
import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleApi } from "#console/lib/api.ts";
import { queryClient } from "#console/lib/query-client.ts";

const certificatesKey = ["certificates"] as const;
const eventKey = (eventId: string) => [...certificatesKey, eventId] as const;

/** An event's design, the people who may get one and the certificates given. */
export function useEventCertificates(eventId: string) {
  return useQuery({ queryKey: eventKey(eventId), queryFn: () => consoleApi.get<CertificatesAnswer>(consoleApiPath(consoleApiPaths.certificatesEvent, { eventId })) });
}

export function useSaveDesign(eventId: string) {
  return useMutation({
    mutationFn: (design: CertificateDesign) => consoleApi.put<{ design: CertificateDesign }>(consoleApiPath(consoleApiPaths.certificatesDesign, { eventId }), design),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKey(eventId) }),
  });
}

export function useIssueCertificates(eventId: string) {
  return useMutation({
    mutationFn: (input: IssueCertificates) => consoleApi.post<IssueAnswer>(consoleApiPath(consoleApiPaths.certificatesIssue, { eventId }), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKey(eventId) }),
  });
}

export function useRevokeCertificate(eventId: string) {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => consoleApi.post<{ revoked: true }>(consoleApiPath(consoleApiPaths.certificateRevoke, { id }), { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKey(eventId) }),
  });
}

/** A signature or the logo, sent as its bytes; the answer's key goes into the design. */
export function uploadCertificateImage(file: File): Promise<{ key: string }> {
  return consoleApi.postFile<{ key: string }>(consoleApiPaths.certificateImages, file, "application/octet-stream");
}

/** Where the console shows a stored picture. */
export function certificateImageUrl(key: string): string {
  return consoleApiPath(consoleApiPaths.certificateImage, { name: key.replace(/^certificate-images\//, "") });
}
