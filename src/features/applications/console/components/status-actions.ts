import { mayChangeStatus, statusTransitions, takesBackApproval, type ApplicationStatus } from "../../contract.ts";

/** The buttons that move applications, by the status they move them to. */
export const statusActionLabels: Record<ApplicationStatus, string> = {
  payment_verified: "Mark payment verified",
  approved: "Approve",
  rejected: "Reject…",
  pending: "Back to pending",
};

/** The order the bulk bar offers them in: the workflow's, then the undo. */
export const bulkStatusActions: readonly ApplicationStatus[] = ["payment_verified", "approved", "rejected", "pending"];

/**
 * The actions that can move at least one of the selected applications, in the bulk bar's order. An
 * approval is taken back one application at a time, from its page, with its reason: never in bulk.
 */
export function bulkActionsFrom(selected: readonly ApplicationStatus[]): ApplicationStatus[] {
  return bulkStatusActions.filter((to) => selected.some((from) => mayChangeStatus(from, to) && !takesBackApproval(from, to)));
}

/** The actions an application in `status` offers, in the bulk bar's order. */
export function actionsFrom(status: ApplicationStatus): ApplicationStatus[] {
  return bulkStatusActions.filter((to) => statusTransitions[status].includes(to));
}
