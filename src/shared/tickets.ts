import { referencePattern } from "./reference.ts";
import { ticketPathPrefix, ticketTemplatePath } from "./ticket-paths.ts";

/**
 * Event tickets, without zod: the ticket page reads these on its first
 * visit, and the door's scanner parses what it reads with them.
 *
 * A ticket is the address /events/ticket/{reference}.{code}: the registration's reference, which a
 * person reads out, and a code only the server can make (a keyed hash of the registration's id, 22
 * base64url characters, 128 bits), so a reference alone neither opens nor forges a ticket.
 */
export { ticketPathPrefix, ticketTemplatePath };

/** A ticket code: 16 bytes of a keyed hash in base64url, no padding. */
export const ticketCodePattern = /^[A-Za-z0-9_-]{22}$/;

export const ticketPath = (reference: string, code: string) => `${ticketPathPrefix}${reference}.${code}`;

/** A ticket's absolute address on the site at `siteUrl` (SITE_URL, no trailing slash): what its QR code carries. */
export const ticketUrl = (siteUrl: string, reference: string, code: string) => `${siteUrl}${ticketPath(reference, code)}`;

/** Where the QR code of a ticket is, as an SVG image (the confirmation panel shows it as an <img>). */
export const ticketQrPath = (reference: string, code: string) => `/api/tickets/${reference}.${code}/qr.svg`;
export const ticketQrRoute = "/api/tickets/:ticket/qr.svg";

/**
 * The reference and code a ticket's address or path names, or null for anything else. Any origin is
 * accepted (a ticket printed before the site moved still scans); only the path counts.
 */
export function parseTicket(text: string): { reference: string; code: string } | null {
  const trimmed = text.trim();
  let pathname = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      pathname = new URL(trimmed).pathname;
    } catch {
      return null;
    }
  }
  const at = pathname.indexOf(ticketPathPrefix);
  if (at === -1) return parseTicketPart(pathname);
  return parseTicketPart(pathname.slice(at + ticketPathPrefix.length).replace(/\/+$/, ""));
}

/** "{reference}.{code}", the last segment of a ticket's address. */
export function parseTicketPart(part: string): { reference: string; code: string } | null {
  const dot = part.indexOf(".");
  if (dot === -1) return null;
  const reference = part.slice(0, dot);
  const code = part.slice(dot + 1);
  if (!referencePattern.test(reference) || !ticketCodePattern.test(code)) return null;
  return { reference, code };
}

/** The key under which a ticket's answer travels in its page's HTML (its route's loader, web/lib/page-loaders.server.ts). */
export const ticketDataKey = "/api/ticket";

/** What the ticket page shows: a valid ticket, or only that it is not (cancelled, waiting list, payment not yet verified). */
export type TicketView =
  | {
      valid: true;
      eventTitle: string;
      /** ISO time of the event's start; the page writes it in Dhaka time. */
      startsAt: string;
      location: string | null;
      name: string | null;
      categoryName: string;
      reference: string;
      /** The QR code of the ticket's own address, as an SVG element drawn by the server. */
      qrSvg: string;
      /** Where the registration's certificate downloads, when it has one standing. */
      certificateUrl?: string | null;
    }
  | { valid: false; reason: "cancelled" | "waitlisted" | "payment_pending" };

export const ticketText = {
  title: "Ticket",
  reference: "Reference",
  category: "Category",
  when: "When",
  where: "Where",
  name: "Name",
  showAtDoor: "Show this code at the door, on your phone or printed. Keep it to yourself: it is your entry.",
  print: "Print ticket",
  certificate: "Download your certificate (PDF)",
  cancelledHeading: "This registration has been cancelled",
  cancelledBody: "This ticket is no longer valid. You are welcome to register again while registration is open.",
  waitlistedHeading: "This registration is on the waiting list",
  waitlistedBody: "You get a ticket when a seat is confirmed for you; we will write to you.",
  paymentPendingHeading: "This registration is waiting for its payment",
  paymentPendingBody: "Your seat is held. You get your ticket when your payment is verified; we will write to you.",
} as const;
