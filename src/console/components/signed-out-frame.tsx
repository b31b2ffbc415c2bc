import type { ReactNode } from "react";
import { siteConfig } from "#shared/site-config.ts";
import { useDocumentTitle } from "../lib/document-title.ts";

/** The frame of the pages used before signing in: the club's name and one card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="grid min-h-screen place-items-center bg-brand-950 px-4 py-10">
      <main className="w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{siteConfig.shortName}</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold text-brand-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
