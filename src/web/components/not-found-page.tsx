import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "#shared/routes.ts";
import type { PageText } from "../content/types.ts";
import { useInLang } from "../lib/lang.ts";
import { buttonClasses } from "./ui/button.tsx";

export interface NotFoundText {
  page: PageText<"notFound">;
  lead: string;
  home: string;
  /** "404" in the page's digits. */
  code: string;
}

/** The 404 page, in the language of `text`. */
export function NotFoundPage({ text }: { text: NotFoundText }) {
  const { pathname } = useLocation();
  const inLang = useInLang();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        {text.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{text.page.heading}</h1>
      <p className="mt-3 text-muted">{text.lead}</p>
      <Link to={inLang(paths.home)} className={`${buttonClasses("primary")} mt-8`}>
        {text.home}
      </Link>
    </section>
  );
}
