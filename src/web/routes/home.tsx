import { Link } from "react-router";
import { paths } from "../../shared/routes.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { departments } from "../../shared/departments.ts";
import { pageTexts } from "../content/pages.ts";
import { pageMeta } from "../lib/meta.ts";
import { buttonClasses } from "../components/ui/button.tsx";

export const meta = () => pageMeta("home");

export default function HomePage() {
  return (
    <main id="main" className="min-h-screen bg-brand-950 text-white">
      <section className="mx-auto max-w-6xl px-4 py-20">
        <p className="text-highlight-300">{siteConfig.clubName}</p>
        <h1 className="mt-2 text-4xl font-extrabold">{pageTexts.home.heading}</h1>
        <Link to={paths.joinUs} className={`${buttonClasses("accent")} mt-8`}>
          Join our community
        </Link>
        <ul className="mt-12 grid gap-3 sm:grid-cols-2">
          {departments.map((d) => (
            <li key={d.code}>{d.name}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
