import type { ReactNode } from "react";
import type { VisitsAnswer } from "../../visits.ts";
import { consoleColumns, DataTable } from "#console/components/data-table.tsx";
import { formatCount } from "#console/lib/format.ts";

type TopPage = VisitsAnswer["topPages"][number];
type TopReferrer = VisitsAnswer["topReferrers"][number];

const pageColumn = consoleColumns<TopPage>();
const referrerColumn = consoleColumns<TopReferrer>();
const views = (n: number) => <span className="tabular-nums">{formatCount(n)}</span>;

const pageColumns = [
  pageColumn.accessor("path", { header: "Page", cell: ({ getValue }) => <span className="font-mono text-xs break-all">{getValue()}</span> }),
  pageColumn.accessor("views", { header: "Views", cell: ({ getValue }) => views(getValue()) }),
];
const referrerColumns = [
  referrerColumn.accessor("referrer", { header: "Came from", cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
  referrerColumn.accessor("views", { header: "Views", cell: ({ getValue }) => views(getValue()) }),
];

function TopList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-3">
      <h2 className="text-lg font-bold text-brand-900">{heading}</h2>
      {children}
    </section>
  );
}

/** The most viewed pages and where views came from, over the same days as the chart. */
export function TopLists({ visits }: { visits: VisitsAnswer }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TopList heading="Top pages">
        <DataTable caption="The ten most viewed pages" columns={pageColumns} data={visits.topPages} getRowId={(row) => row.path} emptyMessage="No page views yet." />
      </TopList>
      <TopList heading="Top referrers">
        <DataTable
          caption="Where views came from, by the referring site"
          columns={referrerColumns}
          data={visits.topReferrers}
          getRowId={(row) => row.referrer}
          emptyMessage="No page views yet."
        />
      </TopList>
    </div>
  );
}
