import { useEffect, useState } from "react";
import { apiPaths } from "#shared/api/paths.ts";
import type { MembershipTerms } from "#shared/membership.ts";
import { usePageAnswer } from "#web/lib/page-data.ts";

/** The fee once known in this visit: a later visit to the page shows it at once. */
let known: number | undefined;

/**
 * The membership fee in taka as set today on the console's Payments page, or undefined while it
 * loads (or when it could not be loaded). The server renders Join Us with it in the HTML (a data
 * page), and a visit from another page gets it with the loader's data; only when
 * the server could not read it is it fetched, with three retries, by code loaded then
 * (lib/fetch-with-retries.ts), so the page's first visit does not carry it.
 *
 * Not `useApiData`: that cache and its client would add about 1.5 KB gzip to the page's first
 * visit for one number, past the page's budget.
 */
export function useMembershipFee(): number | undefined {
  const rendered = usePageAnswer(apiPaths.membership) as MembershipTerms | undefined;
  const [fee, setFee] = useState<number | undefined>(() => rendered?.feeTaka ?? known);
  useEffect(() => {
    if (fee !== undefined) {
      known = fee;
      return;
    }
    let live = true;
    let cancel: (() => void) | undefined;
    void import("#web/lib/fetch-with-retries.ts").then(({ fetchWithRetries }) => {
      if (live) cancel = fetchWithRetries<MembershipTerms>(apiPaths.membership, (terms) => setFee(terms.feeTaka));
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [fee]);
  return fee;
}
