import { ClipboardCheck, Inbox, MailWarning } from "lucide-react";
import { nothingWaits, overviewLinks, type OverviewAnswer } from "#shared/console/overview.ts";
import { QueryView } from "#console/components/list-page.tsx";
import { Notice } from "#console/components/notice.tsx";
import { useOverview } from "../api/get-overview.ts";
import { CountCard } from "./count-card.tsx";
import { UpcomingEventCard } from "./upcoming-event-card.tsx";

const grid = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

/** The cards of the counts the server sent: a section it left out (the role may not read its list) has no card. */
function countCards(answer: OverviewAnswer): (Parameters<typeof CountCard>[0] & { key: string })[] {
  const cards = [
    {
      key: "payments",
      n: answer.paymentsToVerify,
      one: "payment to verify",
      many: "payments to verify",
      hint: "Applications whose fee is not checked yet.",
      to: overviewLinks.paymentsToVerify,
      icon: ClipboardCheck,
    },
    {
      key: "messages",
      n: answer.unreadMessages,
      one: "unread message",
      hint: "Sent through the contact form and not opened yet.",
      to: overviewLinks.unreadMessages,
      icon: Inbox,
    },
    {
      key: "mail",
      n: answer.failedMail,
      one: "failed e-mail",
      hint: "Given up after every retry: retry or check the address on the Mail page.",
      to: overviewLinks.failedMail,
      icon: MailWarning,
    },
  ];
  return cards.filter((card): card is (typeof cards)[number] & { n: number } => card.n !== undefined);
}

/** The Overview's counts: only the sections the server sent for this organiser's role. */
export function OverviewCounts() {
  const overview = useOverview();
  return (
    <QueryView query={overview} failure="The counts could not be loaded" loadingText="Counting what needs doing...">
      {(answer) => (
        <div className="mb-10 grid gap-8">
          <section aria-labelledby="needs-doing" className="grid gap-4">
            <h2 id="needs-doing" className="text-xl font-bold text-brand-900">
              What needs doing
            </h2>
            {nothingWaits(answer) && (
              <Notice variant="success" title="Nothing waiting" role="status">
                No payments to verify, unread messages or new registrations, and nobody on a waiting list. New ones are counted here as they arrive.
              </Notice>
            )}
            <ul className={grid}>
              {countCards(answer).map(({ key, ...card }) => (
                <li key={key}>
                  <CountCard {...card} />
                </li>
              ))}
            </ul>
          </section>
          {answer.upcomingEvents !== undefined && (
            <section aria-labelledby="upcoming-events" className="grid gap-4">
              <h2 id="upcoming-events" className="text-xl font-bold text-brand-900">
                Upcoming events
              </h2>
              {answer.upcomingEvents.length === 0 ? (
                <p className="text-muted">No upcoming events are shown on the site. Events from today on are counted here once they are added.</p>
              ) : (
                <ul className={grid}>
                  {answer.upcomingEvents.map((event) => (
                    <li key={event.id}>
                      <UpcomingEventCard event={event} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      )}
    </QueryView>
  );
}
