import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** An h2 with an optional short introduction, opening a section of a page. */
export function SectionHeading({ id, title, intro, className }: { id?: string; title: string; intro?: ReactNode; className?: string }) {
  return (
    <div className={cn("mb-6 max-w-3xl", className)}>
      <h2 id={id} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
    </div>
  );
}
