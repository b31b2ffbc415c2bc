import { ChartColumn, Table2 } from "lucide-react";
import { useId, useState } from "react";
import { directReferrer, visitDays } from "../../visits.ts";
import { Button } from "#web/components/ui/button.tsx";
import { AreaGate } from "#console/components/area-gate.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useVisits } from "../api/get-visits.ts";
import { DaysTable } from "../components/days-table.tsx";
import { TopLists } from "../components/top-lists.tsx";
import { ViewsChart } from "../components/views-chart.tsx";
import { VisitFigures } from "../components/visit-figures.tsx";
import { QueryView } from "#console/components/list-page.tsx";

/** /organiser/visits: anonymous page views of the last 30 days, for every organiser. */
export function VisitsPage() {
  return (
    <AreaGate area="visits">
      <Visits />
    </AreaGate>
  );
}

function Visits() {
  const visits = useVisits();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return (
    <>
      <PageHeader
        title="Visits"
        description={`Page views on the public site over the last ${visitDays} days, by day in Dhaka time. Views are anonymous.`}
      />
      <QueryView query={visits} failure="The visits could not be loaded">
        {(data) => (
          <div className="grid gap-6">
            <VisitFigures visits={data} />
            <section aria-labelledby={`${tableId}-heading`} className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={`${tableId}-heading`} className="text-lg font-bold text-brand-900">
                  Views per day
                </h2>
                <Button variant="secondary" size="sm" aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((shown) => !shown)}>
                  {asTable ? <ChartColumn aria-hidden="true" className="size-4" /> : <Table2 aria-hidden="true" className="size-4" />}
                  {asTable ? "Hide the table" : "Show as table"}
                </Button>
              </div>
              <ViewsChart days={data.days} />
              <div id={tableId} hidden={!asTable}>
                {asTable && <DaysTable days={data.days} />}
              </div>
            </section>
            <TopLists visits={data} />
            <p className="text-sm text-muted">
              &ldquo;{directReferrer}&rdquo; counts views without a referring site: typed or bookmarked addresses, apps, and moves from one page of the site to
              another.
            </p>
          </div>
        )}
      </QueryView>
    </>
  );
}
