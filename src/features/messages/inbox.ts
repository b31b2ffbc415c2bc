import { z } from "zod";
import type { Lang } from "#shared/lang.ts";
import { pageQueryShape, searchShape, type PageOf } from "#shared/console/lists.ts";

/** The organisers' inbox: a message arrives unread, is read when opened, and may be archived. */
export const messageStates = ["unread", "read", "archived"] as const;
export type MessageState = (typeof messageStates)[number];

export const messageStateLabels: Record<MessageState, string> = {
  unread: "Unread",
  read: "Read",
  archived: "Archived",
};

/** Which messages a list or an export shows: one state, or without one the inbox (unread and read). */
const messageFilterShape = {
  state: z.enum(messageStates, { error: `state must be one of ${messageStates.join(", ")}.` }).optional(),
  q: searchShape,
};

export const messagesQuerySchema = z.strictObject({ ...messageFilterShape, ...pageQueryShape });
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const messagesExportQuerySchema = z.strictObject(messageFilterShape);
export type MessagesExportQuery = z.output<typeof messagesExportQuerySchema>;

export const messageParamsSchema = z.strictObject({ id: z.uuid("A message id is a UUID.") });

/** At most this many messages change state in one request (a few pages of the table). */
export const maxMessagesPerChange = 500;

export const messageStateChangeSchema = z.strictObject({
  ids: z
    .array(z.uuid("Each message id is a UUID."))
    .min(1, "Choose at least one message.")
    .max(maxMessagesPerChange, `Change at most ${maxMessagesPerChange} messages at once.`),
  state: z.enum(messageStates, { error: `state must be one of ${messageStates.join(", ")}.` }),
});
export type MessageStateChange = z.output<typeof messageStateChangeSchema>;

export interface MessageStateChanged {
  /** How many messages were in another state before. */
  changed: number;
}

/** A contact message as the console shows it. */
export interface ConsoleMessage {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  state: MessageState;
  /** The visitor's reference (GSC-XXXX-XX), which the search finds too. */
  reference: string;
  /** The language of the page it was sent from: a reply is best written in it. */
  lang: Lang;
  createdAt: string;
}

export type MessageCounts = Record<MessageState, number>;

export interface MessagesPage extends PageOf<ConsoleMessage> {
  /** Messages per state matching the search, for the tabs. */
  counts: MessageCounts;
}

/**
 * The state "Move to inbox" gives an archived message: read, since an organiser has seen it.
 * The inbox itself is every message not archived.
 */
export const inboxState: MessageState = "read";

/** The subject of a reply: "Re: " and the visitor's subject, or a plain one when they gave none. */
export function replySubject(subject: string | null, clubShortName: string): string {
  if (!subject) return `Re: Your message to ${clubShortName}`;
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * A mailto: link that opens the organiser's mail program with the visitor's address and the reply
 * subject. Both are percent-encoded, so an address or subject with `?`, `&` or `#` cannot add
 * fields of its own (a Cc, a body); the address keeps its one `@` readable for mail programs.
 */
export function replyLink(message: Pick<ConsoleMessage, "email" | "subject">, clubShortName: string): string {
  const at = message.email.lastIndexOf("@");
  const address =
    at > 0 ? `${encodeURIComponent(message.email.slice(0, at))}@${encodeURIComponent(message.email.slice(at + 1))}` : encodeURIComponent(message.email);
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(message.subject, clubShortName))}`;
}
