import { useEffect, useState } from "react";
import { apiPaths } from "../../../shared/api/paths.ts";
import type { PublicRetention, RetentionRules } from "../../../shared/retention.ts";
import { usePageAnswer } from "../../lib/page-data.ts";

let known: RetentionRules | undefined;
const retryDelaysMs = [1000, 2000, 4000];

/**
 * How long each kind of data is kept, as the console's retention settings say today (decision 120),
 * or undefined while it loads. The server renders the page with it (a data page); otherwise it is
 * fetched once, with three retries. Not `useApiData`, for the page's budget (as membership-fee.ts).
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number) => {
      try {
        const { getJson } = await import("../../lib/api-client.ts");
        const answer = await getJson<PublicRetention>(apiPaths.retention);
        if (live) setRules(answer.rules);
      } catch {
        const delay = retryDelaysMs[attempt];
        if (live && delay !== undefined) timer = setTimeout(() => void load(attempt + 1), delay);
      }
    };
    void load(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rules]);
  return rules;
}
