// Apart from shared/tickets.ts: every page reads these (the route list, page views), and nothing
// else of tickets reaches a page's first visit.

/** Where tickets are: /events/ticket/{reference}.{code} (shared/tickets.ts). */
export const ticketPathPrefix = "/events/ticket/";

/** A path older builds prerendered as the ticket route's template: no ticket, answered 404. */
export const ticketTemplatePath = `${ticketPathPrefix}ticket`;

/**
 * A path or address with a ticket's code taken out: whoever holds it can open the ticket, so request
 * logs, page views and their referrers keep only `/events/ticket/:ticket`.
 */
export const withoutTicketCode = (pathOrUrl: string) =>
  pathOrUrl.replace(/\/events\/ticket\/[^/?#]+/gi, "/events/ticket/:ticket").replace(/\/api\/tickets\/[^/?#]+/gi, "/api/tickets/:ticket");
