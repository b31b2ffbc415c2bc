import { siteConfig } from "../../../shared/site-config.ts";
import { ticketDataKey, ticketText, type TicketView as Ticket } from "../../../shared/tickets.ts";
import { PageBody } from "../../components/ui/page.tsx";
import { TicketView } from "../../features/tickets/components/ticket-view.tsx";
import { currentPageData } from "../../lib/page-data.tsx";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${ticketText.title} | ${siteConfig.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * A registration's ticket (docs/decisions/114). The server renders this page with the ticket in its
 * HTML (server/routes/tickets.ts); the template the build prerenders has no ticket and is never sent.
 */
export default function TicketPage() {
  const ticket = currentPageData()?.values.get(ticketDataKey) as Ticket | undefined;
  return <PageBody className="max-w-3xl">{ticket ? <TicketView ticket={ticket} /> : null}</PageBody>;
}
