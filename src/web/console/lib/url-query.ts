import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { toQueryString } from "../../../shared/console/lists.ts";

type QueryValue = string | number | undefined;

/**
 * A table's filter, search and page, kept in the URL: the same query string drives the table's
 * request, its CSV export and its bulk actions, and a filtered view can be bookmarked or shared
 * with another organiser. Values the schema refuses fall back to its defaults.
 */
export function useUrlQuery<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const query = useMemo(() => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : schema.parse({});
  }, [schema, raw]) as z.output<S>;

  /** Changes some values; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, QueryValue>) => {
      const next: Record<string, QueryValue> = { ...raw, ...changes };
      if (!("page" in changes)) delete next.page;
      setParams(new URLSearchParams(toQueryString(next)), { replace: false });
    },
    [raw, setParams],
  );

  /** The query string for the API, without the page (for exports and bulk actions) or with it. */
  const queryString = useCallback(
    (withPage = true) => {
      const values: Record<string, QueryValue> = {};
      for (const [key, value] of Object.entries(query)) {
        if (!withPage && (key === "page" || key === "pageSize")) continue;
        values[key] = value === undefined || value === null ? undefined : (String(value) as string);
      }
      return toQueryString(values);
    },
    [query],
  );

  return { query, update, queryString };
}
