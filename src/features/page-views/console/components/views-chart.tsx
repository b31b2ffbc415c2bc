import { useId } from "react";
import { busiestDay, chartCeiling, type VisitDay } from "../../visits.ts";
import { formatCount } from "#console/lib/format.ts";
import { formatDay, formatShortDay } from "./format-day.ts";
import { counted } from "#shared/counted.ts";

/**
 * Views per day as bars, drawn as inline SVG stretched to the card's width. The bars scale with the
 * card; the axis labels are HTML beside and below, so text keeps its size. The chart is one image to
 * assistive technology, named and summarised; the numbers themselves are in the table beside it.
 */
export function ViewsChart({ days }: { days: VisitDay[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const top = chartCeiling(Math.max(0, ...days.map((d) => d.views)));
  const busiest = busiestDay(days);
  const first = days[0];
  const last = days[days.length - 1];
  const middle = days[Math.floor(days.length / 2)];
  const summary = busiest
    ? `From ${first ? formatDay(first.day) : ""} to ${last ? formatDay(last.day) : ""}. The busiest day was ${formatDay(busiest.day)} with ${counted(busiest.views, "view")}; today has ${formatCount(last?.views ?? 0)}.`
    : "No page views in these days.";
  const half = top / 2;
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <div aria-hidden="true" className="flex h-56 flex-col justify-between text-right text-xs text-muted">
        <span className="-translate-y-1/2">{formatCount(top)}</span>
        {Number.isInteger(half) && <span>{formatCount(half)}</span>}
        <span className="translate-y-1/2">0</span>
      </div>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${days.length} 100`}
        preserveAspectRatio="none"
        className="h-56 w-full overflow-visible border-b border-l border-muted/60 text-brand-600"
      >
        <title id={titleId}>Page views per day, last {days.length} days</title>
        <desc id={descriptionId}>{summary}</desc>
        {[0, 50].map((y) => (
          <line key={y} x1={0} x2={days.length} y1={y} y2={y} className="stroke-line" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
        {days.map((day, i) => {
          const height = (day.views / top) * 100;
          return (
            <rect key={day.day} x={i + 0.15} width={0.7} y={100 - height} height={height} className={i === days.length - 1 ? "fill-accent-600" : "fill-current"}>
              <title>{`${formatDay(day.day)}: ${counted(day.views, "view")}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between text-xs text-muted">
        <span>{first && formatShortDay(first.day)}</span>
        <span>{middle && formatShortDay(middle.day)}</span>
        <span>Today</span>
      </div>
    </div>
  );
}
