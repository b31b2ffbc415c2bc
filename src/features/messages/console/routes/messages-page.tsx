import { messageStateLabels, messagesQuerySchema } from "../../inbox.ts";
import { consoleApiPaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { ListPage } from "#console/components/list-page.tsx";
import { Notice } from "#console/components/notice.tsx";
import { usePageSelection, usePageState } from "#console/components/page-selection.ts";
import { SearchBox } from "#console/components/search-box.tsx";
import { useUrlQuery } from "#console/lib/url-query.ts";
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
  // A selection belongs to the page it was made on: another page, tab or search starts with none.
  const selection = usePageSelection(pageQuery);
  // What the last bulk change did, shown until the organiser moves to another page, tab or search.
  const [report, setReport] = usePageState(pageQuery, "");
  const shown = query.state ? `${messageStateLabels[query.state].toLowerCase()} messages` : "the inbox";
  return (
    <ListPage
      title="Messages"
      description="Messages sent through the contact form. The inbox holds unread and read messages; archived ones are kept under Archived."
      exportPath={`${consoleApiPaths.messagesExport}${apiQueryString(false)}`}
      above={
        <>
          <div className="mb-4 grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card">
            <SearchBox label="Search by name, e-mail, subject, message or reference" value={query.q} onSearch={(q) => update({ q })} />
            <MessageTabs current={query.state} counts={messages.data?.counts} onChange={(state) => update({ state })} />
            {query.q && <p className="text-sm text-muted">The counts are of the messages your search matches.</p>}
          </div>
          <div role="status" className="mb-4 empty:hidden">
            {report && <Notice variant="success" title={report} />}
          </div>
          {selection.selected.size > 0 && (
            <BulkActions
              tab={query.state}
              selectedIds={[...selection.selected]}
              selectedStates={(messages.data?.rows ?? []).filter((row) => selection.selected.has(row.id)).map((row) => row.state)}
              onClear={selection.clear}
              onDone={(next) => {
                setReport(next);
                selection.clear();
              }}
            />
          )}
        </>
      }
      query={messages}
      failure="The messages could not be loaded"
      onPage={update}
    >
      {(data) => (
        <MessagesTable caption={`Messages in ${shown}, newest first`} rows={data.rows} stale={messages.isPlaceholderData} selection={selection} />
      )}
    </ListPage>
  );
}
