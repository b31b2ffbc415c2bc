import { dhakaDateTime } from "../../shared/club-time.ts";
import { siteNames } from "../../shared/site-names.ts";
import { ticketText as shared } from "../../shared/tickets.ts";

/** The ticket page's words (docs/decisions/114); the Bangla twin is bn/ticket.ts. */
export const ticketText = {
  /** The ticket's header: the club's name. */
  clubName: siteNames.clubName as string,
  title: shared.title as string,
  reference: shared.reference as string,
  category: shared.category as string,
  when: shared.when as string,
  where: shared.where as string,
  name: shared.name as string,
  showAtDoor: shared.showAtDoor as string,
  print: shared.print as string,
  certificate: shared.certificate as string,
  cancelledHeading: shared.cancelledHeading as string,
  cancelledBody: shared.cancelledBody as string,
  waitlistedHeading: shared.waitlistedHeading as string,
  waitlistedBody: shared.waitlistedBody as string,
  paymentPendingHeading: shared.paymentPendingHeading as string,
  paymentPendingBody: shared.paymentPendingBody as string,
  /** The event's date and time, in Dhaka. */
  dateTime: dhakaDateTime as (instant: Date | string) => string,
  /** After the event's date and time. */
  dhakaTime: "(Dhaka time)",
};
