import { useEffect, useState } from "react";
import { apiPaths } from "#shared/api/paths.ts";
import type { PublicRetention, RetentionRules } from "../contract.ts";
import { usePageAnswer } from "#web/lib/page-data.ts";

let known: RetentionRules | undefined;

/**
 * How long each kind of data is kept, as the console's retention settings say today,
 * or undefined while it loads. The server renders the page with it (a data page) and a visit from
 * another page gets it with the loader's data; only when the server could not read it is it fetched,
 * with three retries, by code loaded then (lib/fetch-with-retries.ts). Not `useApiData`, for the
 * page's budget (as membership-fee.ts).
 */
export function useRetentionRules(): RetentionRules | undefined {
  const rendered = usePageAnswer(apiPaths.retention) as PublicRetention | undefined;
  const [rules, setRules] = useState<RetentionRules | undefined>(() => rendered?.rules ?? known);
  useEffect(() => {
    if (rules !== undefined) {
      known = rules;
      return;
    }
    let live = true;
    let cancel: (() => void) | undefined;
    void import("#web/lib/fetch-with-retries.ts").then(({ fetchWithRetries }) => {
      if (live) cancel = fetchWithRetries<PublicRetention>(apiPaths.retention, (answer) => setRules(answer.rules));
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [rules]);
  return rules;
}
