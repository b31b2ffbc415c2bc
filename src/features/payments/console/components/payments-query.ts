import { z } from "zod";
import { pageQueryShape, toQueryString } from "#shared/console/lists.ts";
import { matchStates, receivedShows } from "../../contract.ts";

/**
 * The Payments page's address: the waiting applications' state filter and page, and the received
 * payments' switch and page (`r`-prefixed, as both tables page on one address). Nothing personal.
 */
export const paymentsPageQuerySchema = z.object({
  ...pageQueryShape,
  state: z.enum(matchStates).optional(),
  show: z.enum(receivedShows).default("unmatched"),
  rpage: pageQueryShape.page,
  rpageSize: pageQueryShape.pageSize,
});
export type PaymentsPageQuery = z.output<typeof paymentsPageQuerySchema>;

/** The query string of the applications waiting for verification. */
export function matchesQueryString(query: PaymentsPageQuery): string {
  return toQueryString({
    state: query.state,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** The query string of the received payments. */
export function receivedQueryString(query: PaymentsPageQuery): string {
  return toQueryString({
    show: query.show,
    page: query.rpage,
    pageSize: query.rpageSize,
  });
}
