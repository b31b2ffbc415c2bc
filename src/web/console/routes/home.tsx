import { Link } from "react-router";
import { roleDescriptions, roleLabels } from "../../../shared/console/roles.ts";
import { navFor } from "../components/console-nav.ts";
import { PageHeader } from "../components/page-header.tsx";
import { useSession } from "../lib/session.ts";

/** The first page after signing in: what this organiser's role may do, and where. */
export function HomePage() {
  const { data } = useSession();
  if (!data) return null;
  const { organiser } = data;
  const pages = navFor(organiser.role).filter((item) => item.area !== undefined);
  return (
    <>
      <PageHeader title={`Welcome, ${organiser.name}`} description={`${roleLabels[organiser.role]}: ${roleDescriptions[organiser.role]}`} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {pages.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex items-center gap-3 rounded-card border border-line bg-surface p-5 font-semibold text-brand-900 shadow-card hover:shadow-card-hover"
            >
              <item.icon aria-hidden="true" className="size-6 text-brand-700" />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
