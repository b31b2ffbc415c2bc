import { Download } from "lucide-react";
import { useState } from "react";
import { messageStateLabels, messagesQuerySchema } from "../../../../../shared/console/messages.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { AreaGate } from "../../../components/area-gate.tsx";
import { Notice } from "../../../components/notice.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { useUrlQuery } from "../../../lib/url-query.ts";
import { useExportMessages } from "../api/export-messages.ts";
import { useMessages } from "../api/list-messages.ts";
import { BulkActions } from "../components/bulk-actions.tsx";
import { MessageTabs } from "../components/message-tabs.tsx";
import { MessagesTable } from "../components/messages-table.tsx";

/** /organiser/messages: the contact form's messages by state, searched, with bulk state changes and the CSV export. */
export function MessagesPage() {
  return (
    <AreaGate area="messages">
      <Messages />
    </AreaGate>
  );
}

function Messages() {
  const { query, update, apiQueryString } = useUrlQuery(messagesQuerySchema);
  const pageQuery = apiQueryString(true);
  const messages = useMessages(pageQuery);
  const exporter = useExportMessages();
  // A selection belongs to the page it was made on: another page, tab or search starts with none.
  const [selection, setSelection] = useState({ of: pageQuery, ids: new Set<string>() });
  const selected = selection.of === pageQuery ? selection.ids : new Set<string>();
  // What the last bulk change did, shown until the organiser moves to another page, tab or search.
  const [report, setReport] = useState({ of: pageQuery, text: "" });
  const shown = query.state ? `${messageStateLabels[query.state].toLowerCase()} messages` : "the inbox";
  return (
    <>
      <PageHeader
        title="Messages"
        description="Messages sent through the contact form. The inbox holds unread and read messages; archived ones are kept under Archived."
        actions={
          <Button variant="secondary" onClick={() => exporter.mutate(apiQueryString(false))} disabled={exporter.isPending}>
            <Download aria-hidden="true" className="size-4" />
            {exporter.isPending ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      {exporter.isError && (
        <Notice variant="error" title="The export failed" role="alert" className="mb-4">
          {exporter.error.message}
        </Notice>
      )}
      <div className="mb-4 grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card">
        <SearchBox label="Search by name, e-mail, subject, message or reference" value={query.q} onSearch={(q) => update({ q })} />
        <MessageTabs current={query.state} counts={messages.data?.counts} onChange={(state) => update({ state })} />
        {query.q && <p className="text-sm text-muted">The counts are of the messages your search matches.</p>}
      </div>
      <div role="status" className="mb-4 empty:hidden">
        {report.of === pageQuery && report.text && <Notice variant="success" title={report.text} />}
      </div>
      {selected.size > 0 && (
        <BulkActions
          tab={query.state}
          selectedIds={[...selected]}
          onClear={() => setSelection({ of: pageQuery, ids: new Set() })}
          onDone={(next) => {
            setReport({ of: pageQuery, text: next });
            setSelection({ of: pageQuery, ids: new Set() });
          }}
        />
      )}
      {messages.isError && !messages.data && (
        <Notice variant="error" title="The messages could not be loaded" role="alert">
          {messages.error.message}
        </Notice>
      )}
      {messages.isPending && (
        <p role="status" className="text-muted">
          Loading...
        </p>
      )}
      {messages.data && (
        <>
          <MessagesTable
            caption={`Messages in ${shown}, newest first`}
            rows={messages.data.rows}
            stale={messages.isPlaceholderData}
            selection={{ selected, onChange: (ids) => setSelection({ of: pageQuery, ids }) }}
          />
          <Pagination
            page={messages.data.page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
    </>
  );
}
