import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { toQueryString } from "#shared/console/lists.ts";

type QueryValue = string | number | undefined;

/**
 * Keys whose values may be personal (a search for a name or a phone number): never in the address
 * bar. `find` is the registrations page's search across events.
 */
const privateKeys = new Set(["q", "find"]);

interface PrivateState {
  consoleQuery?: Record<string, string>;
}

/**
 * A table's filter, search and page. Filters and the page live in the URL, so a filtered view can
 * be bookmarked or shared with another organiser; the search text lives in the history entry's
 * state instead, because what an organiser searches for is personal data and URLs end up in
 * histories and logs. The same query drives the table's request, its CSV export and its bulk
 * actions. Values the schema refuses fall back to its defaults.
 */
export function useUrlQuery<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hidden = useMemo(() => (location.state as PrivateState | null)?.consoleQuery ?? {}, [location.state]);
  const raw = useMemo(() => ({ ...Object.fromEntries(params.entries()), ...hidden }), [params, hidden]);
  const query = useMemo(() => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : schema.parse({});
  }, [schema, raw]) as z.output<S>;

  /** Changes some values; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, QueryValue>) => {
      const next: Record<string, QueryValue> = { ...raw, ...changes };
      if (!("page" in changes)) delete next.page;
      const visible: Record<string, QueryValue> = {};
      const secret: Record<string, string> = {};
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === "") continue;
        if (privateKeys.has(key)) secret[key] = String(value);
        else visible[key] = value;
      }
      navigate({ search: toQueryString(visible) }, { state: { consoleQuery: secret } satisfies PrivateState });
    },
    [raw, navigate],
  );

  /** The query string for the API: with the page for the table, without it for exports and bulk actions. */
  const apiQueryString = useCallback(
    (withPage = true) => {
      const values: Record<string, QueryValue> = {};
      for (const [key, value] of Object.entries(query)) {
        if (!withPage && (key === "page" || key === "pageSize")) continue;
        values[key] = value === undefined || value === null ? undefined : String(value);
      }
      return toQueryString(values);
    },
    [query],
  );

  return { query, update, apiQueryString };
}
