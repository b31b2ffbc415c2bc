import type { SuspectedSpamItem } from "#shared/console/suspected-spam.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatDateTime } from "#console/lib/format.ts";

/** The flagged submissions of one kind, each with a Restore button naming who sent it. */
export function SuspectedSpamTable({
  items,
  restoring,
  onRestore,
}: {
  items: SuspectedSpamItem[];
  restoring: boolean;
  onRestore: (item: SuspectedSpamItem) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Received</th>
            <th scope="col" className="px-4 py-3 font-semibold">From</th>
            <th scope="col" className="px-4 py-3 font-semibold">About</th>
            <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">Action</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-line last:border-0">
              <td className="whitespace-nowrap px-4 py-3">{formatDateTime(item.receivedAt)}</td>
              <td className="px-4 py-3 [overflow-wrap:anywhere]">
                <span className="font-medium text-ink">{item.who}</span>
                {item.email && <span className="block text-muted">{item.email}</span>}
              </td>
              <td className="px-4 py-3 text-muted [overflow-wrap:anywhere]">{item.about}</td>
              <td className="px-4 py-3 text-right">
                <Button variant="secondary" size="sm" disabled={restoring} onClick={() => onRestore(item)} aria-label={`Restore ${item.who}`}>
                  Restore
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
