import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The band at the top of every inner page: heading and an optional lead sentence. */
export function PageHeader({ title, lead, eyebrow }: { title: string; lead?: ReactNode; eyebrow?: string }) {
  return (
    <header className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="page-header-pattern absolute inset-0 opacity-40" />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-highlight-300">{eyebrow}</p>}
        <h1 className="text-3xl font-extrabold sm:text-4xl lg:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>}
      </div>
    </header>
  );
}

/** Centres page content with the site's standard width and spacing. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8", className)}>{children}</div>;
}

/** An intro card: a titled paragraph that opens a list page. */
export function IntroCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-10 rounded-[var(--radius-card)] border-l-4 border-accent-600 bg-white p-6 shadow-[var(--shadow-card)]">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <div className="mt-2 text-muted">{children}</div>
    </section>
  );
}

/**
 * The text shown while a list loads, announced politely to screen readers. `holdsPlace` is for a page's main list: the text then fills most of the screen, so the footer is
 * already below the fold and does not jump when the rows replace it (layout shift).
 */
export function LoadingText({ children = "Loading...", holdsPlace = false }: { children?: ReactNode; holdsPlace?: boolean }) {
  return (
    <p role="status" aria-live="polite" className={holdsPlace ? "min-h-[75svh] py-12 text-center text-muted" : "py-12 text-center text-muted"}>
      {children}
    </p>
  );
}
