import { Link } from "react-router";
import { consolePagePaths } from "#shared/console/paths.ts";
import { PageHeader } from "../components/page-header.tsx";

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="No such page" description="The console has no page at this address." />
      <Link className="font-semibold text-brand-700 underline" to={consolePagePaths.home}>
        Back to the overview
      </Link>
    </>
  );
}
