import { useEffect, type ReactNode } from "react";
import type { ApiData } from "../../lib/api-data.ts";
import { Button } from "./button.tsx";
import { LoadingText } from "./page.tsx";
import { useSiteText } from "../layout/site-text.tsx";

export interface ListStateTexts {
  /** Shown while the list loads; the site text's "Loading..." unless the page has its own words. */
  loading?: string;
  /** Shown in red when the load failed. Lists without one show `empty` instead (spec section 8). */
  error?: string;
  /** Shown when the list has no rows. */
  empty: string;
}

/**
 * The states every list page goes through (spec section 4): loading, then the rows, or an error,
 * or the empty text. A failed load is always logged, whether or not the page shows it, and comes
 * with a Retry button under its error text (or its empty text, for lists without one).
 */
export function ListStates<T>({
  query,
  texts,
  what,
  keep,
  children,
}: {
  query: ApiData<T[]>;
  texts: ListStateTexts;
  /** The rows this page shows of the list (a page of one kind of project); all without it. */
  keep?: (item: T) => boolean;
  /** What is listed, for the log: "projects", "club partners". */
  what: string;
  children: (items: T[]) => ReactNode;
}) {
  const { error, isPending } = query;
  const data = keep ? query.data?.filter(keep) : query.data;
  const { common } = useSiteText();
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error.message);
  }, [error, what]);

  if (isPending) return <LoadingText holdsPlace>{texts.loading ?? common.loading}</LoadingText>;
  // Rows already shown stay shown if a later background refresh fails.
  if (data && data.length > 0) return children(data);
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-12">
        {texts.error ? (
          <p role="alert" className="text-center font-medium text-danger">
            {texts.error}
          </p>
        ) : (
          <p className="text-center text-muted">{texts.empty}</p>
        )}
        <RetryButton retry={query.retry} />
      </div>
    );
  }
  return <p className="py-12 text-center text-muted">{texts.empty}</p>;
}

/** Loads a failed list again, in the page's language. */
export function RetryButton({ retry }: { retry: () => void }) {
  return (
    <Button variant="secondary" onClick={retry}>
      {useSiteText().common.retry}
    </Button>
  );
}
