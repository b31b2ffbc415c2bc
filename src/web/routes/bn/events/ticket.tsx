import { ticketDataKey, type TicketView as Ticket } from "#shared/tickets.ts";
import { PageBody } from "#web/components/ui/page.tsx";
import { siteText } from "#web/content/bn/site.ts";
import { ticketText } from "#web/content/bn/ticket.ts";
import { TicketView } from "#features/registrations/ui/ticket-view.tsx";
import { usePageAnswer } from "#web/lib/page-data.ts";
import { personalLoader } from "#web/lib/page-loaders.server.ts";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${ticketText.title} | ${siteText.club.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const loader = personalLoader;

/** A registration's ticket in Bangla, /bn/events/ticket/{reference}.{code} (../../events/ticket.tsx). */
export default function TicketPageBn() {
  const ticket = usePageAnswer(ticketDataKey) as Ticket | undefined;
  return <PageBody className="max-w-3xl">{ticket ? <TicketView ticket={ticket} text={ticketText} /> : null}</PageBody>;
}
