import { Link } from "react-router";
import { consoleApiPath, consolePagePaths } from "#shared/console/paths.ts";
import { useAttendance } from "../api/get-attendance.ts";

/**
 * An event's attendance: of its confirmed registrations, how many were checked in at the
 * door, walk-ins and no-shows, per category; and the printable door list for the day the phones fail.
 */
export function AttendancePanel({ eventId }: { eventId: string }) {
  const { data } = useAttendance(eventId);
  if (!data) return null;
  const rows = [{ name: "All categories", ...data }, ...data.categories];
  return (
    <section aria-labelledby="attendance-heading" className="mb-4 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="attendance-heading" className="text-lg font-bold text-brand-900">
          Attendance
        </h2>
        <Link to={consoleApiPath(consolePagePaths.doorList, { eventId })} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          Print the door list
        </Link>
      </div>
      {/* On a phone the table scrolls sideways: focusable, so the keyboard can scroll it too. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="group" aria-label="Attendance per category">
        <table className="w-full text-sm">
          <caption className="sr-only">Attendance of this event&apos;s confirmed registrations, per category</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 pr-4 font-semibold">Category</th>
              <th scope="col" className="py-1 pr-4 text-right font-semibold">Registered</th>
              <th scope="col" className="py-1 pr-4 text-right font-semibold">Checked in</th>
              <th scope="col" className="py-1 pr-4 text-right font-semibold">Walk-ins</th>
              <th scope="col" className="py-1 text-right font-semibold">No-shows</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.name} className={index === 0 ? "font-semibold text-ink" : "text-ink"}>
                <th scope="row" className="py-1 pr-4 text-left font-normal">{row.name}</th>
                <td className="py-1 pr-4 text-right tabular-nums">{row.registered}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{row.checkedIn}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{row.walkIns}</td>
                <td className="py-1 text-right tabular-nums">
                  {row.noShows ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">not yet: the event has not started</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
