import { apiPaths } from "../../../shared/api/paths.ts";
import type { PublicRetention, RetentionRules } from "../../../shared/retention.ts";
import { usePageList } from "../../lib/page-list.ts";

const known: { value?: RetentionRules } = {};
const rulesOf = (answer: PublicRetention) => answer.rules;

/**
 * How long each kind of data is kept, as the console's retention settings say today (decision 120),
 * or undefined while it loads. The server renders the page with it (a data page) and a visit from
 * another page gets it with the loader's data; only when the server could not read it is it fetched,
 * by code loaded then (lib/page-list.ts). Not `useApiData`, for the page's budget (as membership-fee.ts).
 */
export function useRetentionRules(): RetentionRules | undefined {
  return usePageList(apiPaths.retention, rulesOf, known);
}
