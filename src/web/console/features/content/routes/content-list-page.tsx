import { ExternalLink, Plus } from "lucide-react";
import { Link, useParams } from "react-router";
import { contentLists, isContentListId, type ContentList } from "../../../../../shared/console/content/lists.ts";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { AreaGate } from "../../../components/area-gate.tsx";
import { BackToList } from "../../../components/list-place.tsx";
import { Notice } from "../../../components/notice.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { NotFoundPage } from "../../../routes/not-found.tsx";
import { useContentRows } from "../api/content-rows.ts";
import { ContentTable } from "../components/content-table.tsx";

/** /organiser/content/:list: every row of one public list, to add, change, hide, delete and order. */
export function ContentListPage() {
  const { list } = useParams();
  if (!list || !isContentListId(list)) return <NotFoundPage />;
  return (
    <AreaGate area="content">
      <ContentRows key={list} list={contentLists[list]} />
    </AreaGate>
  );
}

function ContentRows({ list }: { list: ContentList }) {
  const rows = useContentRows(list.id);
  return (
    <>
      <div className="mb-3">
        <BackToList to={consolePagePaths.content} label="Site content" />
      </div>
      <PageHeader
        title={list.title}
        description={list.description}
        actions={
          <>
            <a href={list.publicPath} target="_blank" rel="noreferrer" className={buttonClasses("secondary", "sm")}>
              <ExternalLink aria-hidden="true" className="size-4" />
              See on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to={`${consolePagePaths.content}/${list.id}/new`} className={buttonClasses("primary", "sm")}>
              <Plus aria-hidden="true" className="size-4" />
              Add {list.singular}
            </Link>
          </>
        }
      />
      {list.ordered && (
        <p className="mb-3 text-sm text-muted">
          The public page shows them in this order. Move a row with its arrows, or drag its handle (with the keyboard: Space, the arrow keys, Space).
        </p>
      )}
      {rows.isError && !rows.data && (
        <Notice variant="error" title={`The ${list.title.toLowerCase()} could not be loaded`} role="alert">
          {rows.error.message}
        </Notice>
      )}
      {rows.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {rows.data && <ContentTable list={list} rows={rows.data.rows} stale={rows.isFetching && !rows.isPending} />}
    </>
  );
}
