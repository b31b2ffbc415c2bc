import { z } from "zod";

/** What each e-mail in the outbox is. */
export const mailKinds = [
  "registration-confirmation",
  "registration-seat",
  "application-received",
  "application-status",
  "message-received",
  "organiser-notice",
  "organiser-setup-link",
  "announcement",
  "event-reminder",
  "certificate",
] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  "registration-confirmation": "Registration confirmation",
  "registration-seat": "Seat from the waiting list",
  "application-received": "Application received",
  "application-status": "Application status",
  "message-received": "Message received",
  "organiser-notice": "Notice to an organiser",
  "organiser-setup-link": "Organiser set-up link",
  announcement: "Letter to a group",
  "event-reminder": "Day-before reminder",
  certificate: "Certificate",
};

export const mailDeliveryStates = ["pending", "sent", "failed"] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

/** What the console says wherever e-mail would be sent while SMTP_URL and MAIL_FROM are unset. */
export const mailOffMessage = "E-mail is off: set SMTP_URL and MAIL_FROM on the server to send it.";

/** One delivery as the Mail page lists it. */
export interface MailDeliveryItem {
  id: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  state: MailDeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** GET /api/organiser/mail: waiting and failed deliveries, newest first, and the counts. */
export interface MailDeliveriesAnswer {
  enabled: boolean;
  counts: Record<MailDeliveryState, number>;
  deliveries: MailDeliveryItem[];
}

export const mailDeliveryParamsSchema = z.strictObject({ id: z.guid("A delivery's id is a UUID.") });

/** Which new submissions an organiser is told of by e-mail. */
export const notificationSettingsSchema = z.strictObject({
  applications: z.boolean("applications must be true or false."),
  registrations: z.boolean("registrations must be true or false."),
  messages: z.boolean("messages must be true or false."),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET/PATCH /api/organiser/notifications: the signed-in organiser's own settings. */
export interface NotificationSettingsAnswer {
  enabled: boolean;
  settings: NotificationSettings;
  /** The kinds their role may read: only those can be chosen. */
  allowed: NotificationSettings;
}

/** POST /api/organiser/organisers/:id/setup-link/send */
export interface SetupLinkSentAnswer {
  sentTo: string;
}
