import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { contentListIds, contentLists } from "../../rules.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { PageHeader } from "#console/components/page-header.tsx";

/** What an editor can change, beside the events (their own pages). */
const lists = [
  ...contentListIds.map((id) => ({ to: `${consolePagePaths.content}/${id}`, title: contentLists[id].title, description: contentLists[id].description })),
  { to: consolePagePaths.contentEvents, title: "Events", description: "Events, their covers and registration forms." },
  { to: consolePagePaths.contentEventCategories, title: "Event categories", description: "The categories visitors register in." },
];

/** /organiser/content: the public lists an editor changes. */
export function ContentIndexPage() {
  return (
    <AreaGate area="content">
      <PageHeader title="Site content" description="What visitors see on the public site. Changes show there within a second." />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {lists.map((list) => (
          <li key={list.to}>
            <Link
              to={list.to}
              className="flex h-full items-center justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="grid gap-1">
                <span className="font-bold text-brand-900">{list.title}</span>
                <span className="text-sm text-muted">{list.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </AreaGate>
  );
}
