import { Link } from "react-router";
import type { SubPageLinks as SubPageLinksContent } from "../../content/sub-pages.ts";
import { useInLang } from "../../lib/lang.ts";
import { Icon } from "./icon.tsx";

/** A row of links to the pages beneath this one, at the top of the page's content. */
export function SubPageLinks({ content }: { content: SubPageLinksContent }) {
  // The links stay in the page's language: /bn/projects leads to /bn/projects/research-projects.
  const inLang = useInLang();
  return (
    <nav aria-label={content.label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {content.links.map((link) => (
          <li key={link.path}>
            <Link
              to={inLang(link.path)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-[var(--shadow-card)] transition-colors hover:bg-brand-50"
            >
              {link.label}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
