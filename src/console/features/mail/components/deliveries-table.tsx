import { RotateCw } from "lucide-react";
import { mailKindLabels, type MailDeliveryItem } from "#shared/console/mail.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { useRetryDelivery } from "../api/mail-deliveries.ts";
import { InlineError } from "#console/components/notice.tsx";

const stateLabels = { pending: "Waiting", failed: "Failed", sent: "Sent" } as const;

/** Waiting and failed deliveries: to whom, what, how often tried, the last error, and a retry. */
export function DeliveriesTable({ deliveries, enabled }: { deliveries: MailDeliveryItem[]; enabled: boolean }) {
  const retry = useRetryDelivery();
  return (
    <div className="grid gap-2">
      <InlineError error={retry.error} />
      <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">E-mail waiting or failed, newest first</caption>
          <thead className="border-b border-line bg-canvas">
            <tr>
              {["State", "To", "E-mail", "Attempts", "Last error", "Next attempt", ""].map((title, index) => (
                <th key={title || index} scope="col" className="px-3 py-2 font-semibold">
                  {title || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-b border-line last:border-0 align-top">
                <td className={`px-3 py-2 font-semibold ${delivery.state === "failed" ? "text-danger" : ""}`}>{stateLabels[delivery.state]}</td>
                <td className="px-3 py-2 break-all">{delivery.recipient}</td>
                <td className="px-3 py-2">
                  <span className="block font-medium">{mailKindLabels[delivery.kind]}</span>
                  <span className="block text-muted [overflow-wrap:anywhere]">{delivery.subject}</span>
                </td>
                <td className="px-3 py-2">{delivery.attempts}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{delivery.lastError ?? "—"}</td>
                <td className="px-3 py-2 whitespace-nowrap">{delivery.state === "failed" ? "None: retry it" : formatDateTime(delivery.nextAttemptAt)}</td>
                <td className="px-3 py-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!enabled || retry.isPending}
                    onClick={() => retry.mutate(delivery.id)}
                    aria-label={`Retry the e-mail to ${delivery.recipient}: ${delivery.subject}`}
                  >
                    <RotateCw aria-hidden="true" className="size-4" />
                    Retry now
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
