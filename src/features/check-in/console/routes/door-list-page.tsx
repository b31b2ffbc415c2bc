import { useParams } from "react-router";
import { dhakaDateTime } from "#shared/club-time.ts";
import { QueryView } from "#console/components/list-page.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useDoorList } from "../api/get-door-list.ts";

/**
 * Printed, only the list shows, A4, in black on white: the console's frame is hidden, and each row
 * keeps together on one line (fixed columns; a name too long for its column ends in "..."). Inline,
 * since this page alone prints this way.
 */
const printStyle = `@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  [data-door-list], [data-door-list] * { visibility: visible; color: #000 !important; background: #fff !important; }
  [data-door-list] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-door-list] tr { break-inside: avoid; }
  [data-door-list] table { table-layout: fixed; font-size: 9pt; }
  [data-door-list] th, [data-door-list] td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; padding-top: 1mm; padding-bottom: 1mm; }
  [data-door-list] col[data-in] { width: 20mm; }
  [data-door-list] col[data-category] { width: 38mm; }
  [data-door-list] col[data-reference] { width: 30mm; }
  [data-door-list] thead { display: table-header-group; }
  [data-print-hidden] { display: none !important; }
}`;

/**
 * The door list of one event: every ticket by name with a tick box, for the day the network
 * and the phones all fail. Those already checked in show the time.
 */
export function DoorListPage() {
  const { eventId = "" } = useParams();
  const list = useDoorList(eventId);
  return (
    <>
      <style>{printStyle}</style>
      <QueryView query={list} failure="The door list could not be loaded">
        {(door) => (
          <>
            <div data-print-hidden>
              <PageHeader
                title={`Door list: ${door.event.title}`}
                description={`${door.rows.length} confirmed registrations, by name.`}
                actions={
                  <button type="button" onClick={() => window.print()} className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900">
                    Print
                  </button>
                }
              />
            </div>
            <article data-door-list aria-labelledby="door-list-title" className="rounded-card border border-line bg-white p-4 text-ink">
              <h2 id="door-list-title" className="text-lg font-bold">
                {door.event.title}
              </h2>
              <p className="text-sm">{dhakaDateTime(door.event.startsAt)} (Dhaka time)</p>
              <table className="mt-3 w-full border-collapse text-sm">
                <caption className="sr-only">Confirmed registrations by name, with a box to tick at the door</caption>
                <colgroup>
                  <col data-in />
                  <col />
                  <col data-category />
                  <col data-reference />
                </colgroup>
                <thead>
                  <tr className="border-b border-ink text-left">
                    <th scope="col" className="w-10 py-1">In</th>
                    <th scope="col" className="py-1 pr-3">Name</th>
                    <th scope="col" className="py-1 pr-3">Category</th>
                    <th scope="col" className="py-1">Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {door.rows.map(([id, reference, name, category, checkedAt]) => (
                    <tr key={id} className="border-b border-line">
                      <td className="py-1.5 align-top">
                        {checkedAt ? (
                          <span className="text-xs" title="Checked in">
                            ✓ {dhakaDateTime(new Date(checkedAt * 1000)).split(", ").at(-1)}
                          </span>
                        ) : (
                          <span role="img" aria-label="Not checked in" className="inline-block size-4 border border-ink" />
                        )}
                      </td>
                      <td className="py-1.5 pr-3 align-top font-semibold" title={name ?? undefined}>
                        {name ?? "(no name given)"}
                      </td>
                      <td className="py-1.5 pr-3 align-top">{door.categories[category]}</td>
                      <td className="py-1.5 align-top font-mono">{reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          </>
        )}
      </QueryView>
    </>
  );
}
