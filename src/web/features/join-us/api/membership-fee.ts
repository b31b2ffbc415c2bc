import { useEffect, useState } from "react";
import { apiPaths } from "../../../../shared/api/paths.ts";
import type { MembershipTerms } from "../../../../shared/membership.ts";
import { usePageAnswer } from "../../../lib/page-data.ts";

/** The fee once known in this visit: a later visit to the page shows it at once. */
let known: number | undefined;
const retryDelaysMs = [1000, 2000, 4000];

/**
 * The membership fee in taka as set today on the console's Payments page, or undefined while it
 * loads (or when it could not be loaded). The server renders Join Us with it in the HTML (a data
 * page, docs/decisions/057), so the first render has it; otherwise (the prerendered fallback, a
 * visit from another page) it is fetched once, with three retries.
 *
 * Not `useApiData`: that cache and its client would add about 1.5 KB gzip to the page's first
 * visit for one number, past the page's budget; the request's code loads only when it is needed.
 */
export function useMembershipFee(): number | undefined {
  const rendered = usePageAnswer(apiPaths.membership) as MembershipTerms | undefined;
  const [fee, setFee] = useState<number | undefined>(
    () => rendered?.feeTaka ?? known,
  );
  useEffect(() => {
    if (fee !== undefined) {
      known = fee;
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number) => {
      try {
        const { getJson } = await import("../../../lib/api-client.ts");
        const terms = await getJson<MembershipTerms>(apiPaths.membership);
        if (live) setFee(terms.feeTaka);
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
  }, [fee]);
  return fee;
}
