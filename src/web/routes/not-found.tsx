import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../shared/routes.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { notFoundPageText } from "../content/pages/not-found.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(notFoundPageText);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{notFoundPageText.heading}</h1>
      <p className="mt-3 text-muted">The page you were looking for does not exist, or it has moved.</p>
      <Link to={paths.home} className={`${buttonClasses("primary")} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
