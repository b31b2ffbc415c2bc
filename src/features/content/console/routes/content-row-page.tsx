import { useNavigate, useParams } from "react-router";
import { contentLists, isContentListId, type ContentList } from "../../rules.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { BackToList } from "#console/components/list-place.tsx";
import { Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { NotFoundPage } from "#console/routes/not-found.tsx";
import { useContentRows } from "../api/content-rows.ts";
import { rowName } from "../components/content-columns.tsx";
import { ContentForm } from "../components/content-form.tsx";
import { PointsPanel } from "../components/points-panel.tsx";

/** /organiser/content/:list/new and /organiser/content/:list/:id: one row's form (and an ambassador's points). */
export function ContentRowPage() {
  const { list, id } = useParams();
  if (!list || !isContentListId(list)) return <NotFoundPage />;
  return (
    <AreaGate area="content">
      <ContentRowEditor key={`${list}/${id ?? "new"}`} list={contentLists[list]} id={id} />
    </AreaGate>
  );
}

function ContentRowEditor({ list, id }: { list: ContentList; id: string | undefined }) {
  const navigate = useNavigate();
  const rows = useContentRows(list.id);
  const listPath = `${consolePagePaths.content}/${list.id}`;
  const row = id === undefined ? undefined : rows.data?.rows.find((r) => r.id === id);
  const back = (
    <div className="mb-3">
      <BackToList to={listPath} label={list.title} />
    </div>
  );
  if (id !== undefined && !row) {
    return (
      <>
        {back}
        {rows.isPending ? (
          <p role="status" className="text-muted">
            Loading...
          </p>
        ) : (
          <Notice variant="error" title={`No such ${list.singular}`} role="alert">
            {rows.error?.message ?? `It may have been deleted. Go back to the ${list.title.toLowerCase()}.`}
          </Notice>
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={row ? rowName(list, row) : `Add ${list.singular}`} description={row && !row.active ? "Hidden from the public site." : undefined} />
      <div className="grid gap-6">
        <ContentForm list={list} row={row} onSaved={() => void navigate(listPath)} />
        {row && list.id === "campus-ambassadors" && <PointsPanel ambassadorId={row.id} name={rowName(list, row)} />}
      </div>
    </>
  );
}
