import { siteConfig } from "#shared/site-config.ts";
import { ticketDataKey, type TicketView as Ticket } from "#shared/tickets.ts";
import { PageBody } from "../../components/ui/page.tsx";
import { ticketText } from "../../content/ticket.ts";
import { TicketView } from "#features/registrations/ui/ticket-view.tsx";
import { usePageAnswer } from "../../lib/page-data.ts";
import { personalLoader } from "../../lib/page-loaders.server.ts";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${ticketText.title} | ${siteConfig.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const loader = personalLoader;

/**
 * A registration's ticket. The server renders this page with the ticket in its
 * HTML (the registrations' ticket-page.http.server.ts reads it; this route's loader hands it over).
 */
export default function TicketPage() {
  const ticket = usePageAnswer(ticketDataKey) as Ticket | undefined;
  return <PageBody className="max-w-3xl">{ticket ? <TicketView ticket={ticket} text={ticketText} /> : null}</PageBody>;
}
