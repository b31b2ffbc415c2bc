import { mailOffMessage } from "#shared/console/mail.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useMailDeliveries } from "../api/mail-deliveries.ts";
import { DeliveriesTable } from "../components/deliveries-table.tsx";
import { QueryView } from "#console/components/list-page.tsx";

/** /organiser/mail: what the outbox holds that is not sent yet, and what failed (admins). */
export function MailPage() {
  return (
    <AreaGate area="mail">
      <Mail />
    </AreaGate>
  );
}

function Mail() {
  const deliveries = useMailDeliveries();
  return (
    <>
      <PageHeader title="Mail" description="E-mail the site has not sent yet, and e-mail it gave up on. Each is retried with growing waits before it fails." />
      <QueryView query={deliveries} failure="The deliveries could not be loaded">
        {(data) => (
          <div className="grid gap-4">
            {!data.enabled && <Notice variant="info" title="E-mail is off">{mailOffMessage.replace(/^E-mail is off: /, "")}</Notice>}
            <p role="status">
              {data.counts.pending} waiting, {data.counts.failed} failed, {data.counts.sent} sent.
            </p>
            {data.deliveries.length === 0 ? (
              <p className="text-muted">Nothing is waiting and nothing has failed.</p>
            ) : (
              <DeliveriesTable deliveries={data.deliveries} enabled={data.enabled} />
            )}
          </div>
        )}
      </QueryView>
    </>
  );
}
