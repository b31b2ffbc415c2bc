import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { ContentRow } from "../../contract.ts";
import type { ContentList } from "../../rules.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { InlineError } from "#console/components/notice.tsx";
import { DeleteButton, ShownToggle } from "#console/components/row-controls.tsx";
import { useDeleteContentRow, useSetContentRowActive } from "../api/content-rows.ts";

/** Edit, hide or show, and delete (after asking) one row. */
export function RowActions({ list, row, name }: { list: ContentList; row: ContentRow; name: string }) {
  const setActive = useSetContentRowActive(list.id);
  const remove = useDeleteContentRow(list.id);
  return (
    <div className="grid gap-1">
      <div className="flex flex-nowrap items-center gap-1">
        <Link to={`${consolePagePaths.content}/${list.id}/${row.id}`} className={buttonClasses("secondary", "sm")} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        {/* Icons only: the table keeps its columns in view. */}
        <ShownToggle compact name={name} shown={row.active} pending={setActive.isPending} onToggle={() => setActive.mutate({ id: row.id, active: !row.active })} />
        <DeleteButton compact name={name} pending={remove.isPending} onConfirm={() => remove.mutate(row.id)} />
      </div>
      <InlineError error={setActive.error ?? remove.error} />
    </div>
  );
}
