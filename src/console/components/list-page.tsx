import type { ReactNode } from "react";
import { ErrorNotice } from "./notice.tsx";
import { ExportButton, useExport } from "./export-button.tsx";
import { PageHeader } from "./page-header.tsx";
import { Pagination } from "./pagination.tsx";

/** What QueryView needs of a TanStack query (or of a state put together from one). */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
}

interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export type PageChange = { page: number } | { pageSize: number };

function isPaged(data: unknown): data is PageInfo {
  return typeof data === "object" && data !== null && "page" in data && "pageSize" in data && "total" in data;
}

/** "Loading..." while a page's data is on its way. */
export function Loading({ text = "Loading..." }: { text?: string }) {
  return (
    <p role="status" className="text-muted">
      {text}
    </p>
  );
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  failure: string;
  loadingText?: string;
  errorOverData?: boolean;
  /** For paged data: the page controls under it, changing the URL's page or page size. */
  onPage?: (change: PageChange) => void;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states: why it failed (under `failure`), loading, or its data drawn by
 * `children`. A failed refresh keeps the rows it has and says nothing, unless `errorOverData`.
 */
export function QueryView<T>({ query, failure, loadingText, errorOverData, onPage, children }: QueryViewProps<T>) {
  const { data } = query;
  return (
    <>
      {(errorOverData || data === undefined) && <ErrorNotice error={query.error} title={failure} />}
      {query.isPending && <Loading text={loadingText} />}
      {data !== undefined && children(data)}
      {data !== undefined && onPage && isPaged(data) && (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => onPage({ page })}
          onPageSize={(pageSize) => onPage({ pageSize })}
        />
      )}
    </>
  );
}

/**
 * A console list page: the heading with its actions and the CSV export (and the export's
 * failure), what stands above the list (filters, notices, bulk actions), then the list in its
 * states and its pages.
 */
export function ListPage<T>({
  before,
  title,
  description,
  actions,
  exportPath,
  exportDisabled,
  above,
  ...view
}: {
  /** Above the heading, e.g. the way back. */
  before?: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
  /** The export's API path with the filter's query string (without the page). */
  exportPath?: string;
  exportDisabled?: boolean;
  above?: ReactNode;
} & QueryViewProps<T>) {
  const exporter = useExport();
  return (
    <>
      {before}
      <PageHeader
        title={title}
        description={description}
        actions={
          (actions || exportPath !== undefined) && (
            <>
              {actions}
              {exportPath !== undefined && <ExportButton exporter={exporter} path={exportPath} disabled={exportDisabled} />}
            </>
          )
        }
      />
      <ErrorNotice error={exporter.error} title="The export failed" className="mb-4" />
      {above}
      <QueryView {...view} />
    </>
  );
}
