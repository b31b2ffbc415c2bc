import { apiPaths } from "../../../../shared/api/paths.ts";
import type { MembershipTerms } from "../../../../shared/membership.ts";
import { usePageList } from "../../../lib/page-list.ts";

/** The fee once known in this visit: a later visit to the page shows it at once. */
const known: { value?: number } = {};
const feeOf = (terms: MembershipTerms) => terms.feeTaka;

/**
 * The membership fee in taka as set today on the console's Payments page, or undefined while it
 * loads (or when it could not be loaded). The server renders Join Us with it in the HTML (a data
 * page, docs/decisions/057), and a visit from another page gets it with the loader's data; only when
 * the server could not read it is it fetched, by code loaded then (lib/page-list.ts).
 *
 * Not `useApiData`: that cache and its client would add about 1.5 KB gzip to the page's first
 * visit for one number, past the page's budget.
 */
export function useMembershipFee(): number | undefined {
  return usePageList(apiPaths.membership, feeOf, known);
}
