import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/document-title.ts";

/** A console page's heading (and the tab's title), with room for actions such as Export. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {description && <p className="text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
