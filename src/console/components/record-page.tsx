import type { ReactNode } from "react";
import { ApiError } from "../lib/api.ts";
import { useDocumentTitle } from "../lib/document-title.ts";
import { Loading, type QueryState } from "./list-page.tsx";
import { ErrorNotice } from "./notice.tsx";

/**
 * The page of one row of a table (an application, a message, a registration): the way back to the
 * table, then the row, or why it could not be shown. The tab's title is only `noun`, e.g.
 * "Application": titles are kept in the browser's history, so they name no person.
 */
export function RecordPage<T>({ back, noun, query, children }: { back: ReactNode; noun: string; query: QueryState<T>; children: (data: T) => ReactNode }) {
  useDocumentTitle(noun);
  const { data, error } = query;
  return (
    <>
      <p className="mb-4">{back}</p>
      {query.isPending && <Loading />}
      {error && data === undefined && (
        <>
          <h1 className="mb-4 text-2xl font-bold text-brand-900">{noun}</h1>
          <ErrorNotice error={error} title={error instanceof ApiError && error.status === 404 ? `${noun} not found` : `The ${noun.toLowerCase()} could not be loaded`} />
        </>
      )}
      {data !== undefined && children(data)}
    </>
  );
}
