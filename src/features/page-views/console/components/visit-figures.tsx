import { busiestDay, visitDays, type VisitsAnswer } from "../../visits.ts";
import { formatCount } from "#console/lib/format.ts";
import { formatDay } from "./format-day.ts";
import { counted } from "#shared/counted.ts";

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="grid content-start gap-1 rounded-card border border-line bg-surface p-4 shadow-card">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-brand-900 sm:text-3xl">{value}</dd>
      <dd className="text-sm text-muted">{note}</dd>
    </div>
  );
}


/** The four figures at the top of the visits page. */
export function VisitFigures({ visits }: { visits: VisitsAnswer }) {
  const busiest = busiestDay(visits.days);
  const today = visits.days[visits.days.length - 1];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label={`Views in ${visitDays} days`} value={formatCount(visits.totalViews)} note="Every page opened on the site" />
      <Figure label="Distinct sessions" value={formatCount(visits.distinctSessions)} note="Browser tabs, each counted once" />
      <Figure label="Busiest day" value={busiest ? counted(busiest.views, "view") : "None yet"} note={busiest ? formatDay(busiest.day) : "No views in these days"} />
      <Figure label="Today" value={counted(today?.views ?? 0, "view")} note={counted(today?.sessions ?? 0, "session")} />
    </dl>
  );
}
