import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ContentRow } from "../../../../../shared/console/content/api.ts";
import type { ContentList } from "../../../../../shared/console/content/lists.ts";
import { consolePagePaths } from "../../../../../shared/console/paths.ts";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { useDeleteContentRow, useSetContentRowActive } from "../api/content-rows.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";

/** Edit, hide or show, and delete (after asking) one row. */
export function RowActions({ list, row, name }: { list: ContentList; row: ContentRow; name: string }) {
  const setActive = useSetContentRowActive(list.id);
  const remove = useDeleteContentRow(list.id);
  const error = setActive.error ?? remove.error;
  return (
    <div className="grid gap-1">
      <div className="flex flex-nowrap items-center gap-1">
        <Link to={`${consolePagePaths.content}/${list.id}/${row.id}`} className={buttonClasses("secondary", "sm")} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
        {/* Icons only, named for screen readers and, on hover, by a title: the table keeps its columns in view. */}
        <Button
          size="sm"
          variant="ghost"
          className="px-2.5"
          disabled={setActive.isPending}
          aria-label={`${row.active ? "Hide" : "Show"} ${name}`}
          title={row.active ? "Hide from the site" : "Show on the site"}
          onClick={() => setActive.mutate({ id: row.id, active: !row.active })}
        >
          {row.active ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
        <ConfirmDelete what={name} onConfirm={() => remove.mutate(row.id)}>
          <Button size="sm" variant="ghost" className="px-2.5" disabled={remove.isPending} aria-label={`Delete ${name}`} title="Delete">
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </ConfirmDelete>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
    </div>
  );
}
