import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import type { ConsoleMessage } from "../../inbox.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { formatDateTime } from "#console/lib/format.ts";
import { languageNames } from "#console/lib/submission-language.ts";
import { useChangeMessageState } from "../api/change-message-state.ts";
import { useMessage } from "../api/get-message.ts";
import { consolePagePaths } from "#shared/console/paths.ts";
import { BackToList } from "#console/components/list-place.tsx";
import { usePageState } from "#console/components/page-selection.ts";
import { RecordPage } from "#console/components/record-page.tsx";
import { MessageActions } from "../components/message-actions.tsx";
import { MessageStateBadge } from "../components/message-state-badge.tsx";

/** /organiser/messages/:id: one message, whole, with Reply; opening an unread message marks it read. */
export function MessagePage() {
  return (
    <AreaGate area="messages">
      <MessageView />
    </AreaGate>
  );
}

/**
 * Marks the message read the first time it is shown unread. Once per message and visit: after
 * "Mark unread" it stays unread.
 */
function useMarkReadWhenOpened(message: ConsoleMessage | undefined) {
  const change = useChangeMessageState();
  const marked = useRef(new Set<string>());
  const { mutate } = change;
  useEffect(() => {
    if (!message || message.state !== "unread" || marked.current.has(message.id)) return;
    marked.current.add(message.id);
    mutate({ ids: [message.id], state: "read" });
  }, [message, mutate]);
  return change;
}

function MessageView() {
  const { id = "" } = useParams();
  const message = useMessage(id);
  const markRead = useMarkReadWhenOpened(message.data);
  // What the last change did, shown until another message is opened.
  const [report, setReport] = usePageState(id, "");
  return (
    <RecordPage back={<BackToList to={consolePagePaths.messages} label="Back to messages" />} noun="Message" query={message}>
      {(data) => (
        <article className="grid max-w-3xl gap-5">
          <header className="grid gap-2">
            <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-brand-900 sm:text-3xl">{data.subject ?? "Message without a subject"}</h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
              <MessageStateBadge state={data.state} />
              <span>Received {formatDateTime(data.createdAt)}</span>
            </div>
          </header>
          <dl className="grid gap-1 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">From</dt>
            <dd className="[overflow-wrap:anywhere]">{data.name}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{data.email}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd className="font-mono">{data.reference}</dd>
            <dt className="font-semibold">Language</dt>
            <dd>{languageNames[data.lang]}</dd>
          </dl>
          <section aria-label="Message" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{data.message}</p>
          </section>
          <div role="status" className="empty:hidden">
            {report && <Notice variant="success" title={report} />}
          </div>
          <ErrorNotice error={markRead.error} title="Could not mark the message read" />
          <MessageActions message={data} onChanged={setReport} />
        </article>
      )}
    </RecordPage>
  );
}
