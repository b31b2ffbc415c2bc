import { ExternalLink, Plus } from "lucide-react";
import { Link, useParams } from "react-router";
import { contentLists, isContentListId, type ContentList } from "../../rules.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { BackToList } from "#console/components/list-place.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { NotFoundPage } from "#console/routes/not-found.tsx";
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
    <ListPage
      before={
        <div className="mb-3">
          <BackToList to={consolePagePaths.content} label="Site content" />
        </div>
      }
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
      above={
        list.ordered && (
          <p className="mb-3 text-sm text-muted">
            The public page shows them in this order. Move a row with its arrows, or drag its handle (with the keyboard: Space, the arrow keys, Space).
          </p>
        )
      }
      query={rows}
      failure={`The ${list.title.toLowerCase()} could not be loaded`}
    >
      {(data) => <ContentTable list={list} rows={data.rows} stale={rows.isFetching && !rows.isPending} />}
    </ListPage>
  );
}
