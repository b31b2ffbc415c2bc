import { useEffect, useState } from "react";
import type { LinkDescriptor } from "react-router";
import { apiPaths } from "../../../shared/api/paths.ts";
import type { PublicRetention, RetentionRules } from "../../../shared/retention.ts";
import { currentPageData } from "../../lib/page-data.tsx";

/**
 * The retention periods' data preload, written as Join Us writes its fee's (membership-fee.ts): the
 * tag in the prerendered HTML makes the server render the privacy policy with the periods in it
 * (site-render/data-pages.ts), without the preload module's chunk on a page near its budget.
 */
export function retentionPreload(): LinkDescriptor[] {
  if (typeof document !== "undefined" || currentPageData()?.values.has(apiPaths.retention)) return [];
  return [{ rel: "preload", as: "fetch", href: apiPaths.retention, crossOrigin: "anonymous" }];
}

let known: RetentionRules | undefined;
const retryDelaysMs = [1000, 2000, 4000];

/**
 * How long each kind of data is kept, as the console's retention settings say today (decision 120),
 * or undefined while it loads. The server renders the page with it (a data page); otherwise it is
 * fetched once, with three retries. Not `useApiData`, for the page's budget (as membership-fee.ts).
 */
export function useRetentionRules(): RetentionRules | undefined {
  const [rules, setRules] = useState<RetentionRules | undefined>(() => known ?? (currentPageData()?.values.get(apiPaths.retention) as PublicRetention | undefined)?.rules);
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
