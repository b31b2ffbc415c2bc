import { Link, Navigate } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";
import { mayUse, roleDescriptions, roleLabels, type OrganiserRole } from "#shared/console/roles.ts";
import { navFor } from "../components/console-nav.ts";
import { PageHeader } from "../components/page-header.tsx";
import { OverviewCounts } from "../features/overview/components/overview-counts.tsx";
import { useSession } from "../lib/session.ts";

/** Whether the role reads any list the Overview counts; an editor reads none, and sees only the pages. */
function readsCountedLists(role: OrganiserRole): boolean {
  return (["applications", "messages", "registrations", "mail"] as const).some((area) => mayUse(role, area));
}

/** The first page after signing in: what needs doing (for roles that read submissions), then the pages this role may use. */
export function HomePage() {
  const { data } = useSession();
  if (!data) return null;
  const { organiser } = data;
  // A check-in helper has the door and nothing else.
  if (!mayUse(organiser.role, "overview")) return <Navigate to={consolePagePaths.checkIn} replace />;
  const pages = navFor(organiser.role).filter((item) => item.to !== consolePagePaths.home);
  return (
    <>
      <PageHeader title={`Welcome, ${organiser.name}`} description={`${roleLabels[organiser.role]}: ${roleDescriptions[organiser.role]}`} />
      {readsCountedLists(organiser.role) && <OverviewCounts />}
      <section aria-labelledby="your-pages" className="grid gap-4">
        <h2 id="your-pages" className="text-xl font-bold text-brand-900">
          Your pages
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {pages.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex items-center gap-3 rounded-card border border-line bg-surface p-4 font-semibold text-brand-900 shadow-card hover:shadow-card-hover"
              >
                <item.icon aria-hidden="true" className="size-5 text-brand-700" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
