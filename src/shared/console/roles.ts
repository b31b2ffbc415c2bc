/**
 * Organisers and what each role may do (docs/decisions/061). The server checks these on every
 * console request; the console uses the same table only to hide what would be refused anyway.
 */
export const organiserRoles = ["admin", "reviewer", "editor", "checkin"] as const;
export type OrganiserRole = (typeof organiserRoles)[number];

export const roleLabels: Record<OrganiserRole, string> = {
  admin: "Admin",
  reviewer: "Reviewer",
  editor: "Editor",
  checkin: "Check-in helper",
};

export const roleDescriptions: Record<OrganiserRole, string> = {
  admin: "Everything, including managing organisers.",
  reviewer: "Reads all submissions, changes application status, exports.",
  editor: "Edits public content; reads nothing personal.",
  checkin: "Checks people in at an event's door: sees names, categories, references and check-in state, nothing else.",
};

/** Who may use each part of the console. Personal data (submissions, files, exports) is never an editor's. */
export const consoleAreas = {
  // The first page after signing in: every role, each seeing only the counts of the lists it may read.
  // Not a check-in helper's: their console is the door and nothing else.
  overview: ["admin", "reviewer", "editor"],
  applications: ["admin", "reviewer"],
  registrations: ["admin", "reviewer"],
  messages: ["admin", "reviewer"],
  // Received wallet payments, their matching and verifying; the fee, window, automatic
  // verification and the forwarder's secret are admins' (paymentSettings).
  payments: ["admin", "reviewer"],
  paymentSettings: ["admin"],
  visits: ["admin", "reviewer", "editor"],
  activity: ["admin"],
  organisers: ["admin"],
  // The outbox: who was written to, and what failed.
  mail: ["admin"],
  // Each organiser's own e-mail notices; the kinds offered follow the areas above.
  notifications: ["admin", "reviewer", "editor"],
  content: ["admin", "editor"],
  // The health check's details: which database, lists answered from memory (the public sees only ok/degraded/down).
  health: ["admin"],
  // The door on an event day: the events to open, each one's compact list,
  // scans, check-ins and the live count. The only area of the checkin role.
  checkIn: ["admin", "reviewer", "checkin"],
  // Finding, exporting and erasing one person's data.
  personalData: ["admin"],
  // How long each kind of personal data is kept, its preview and runs.
  retention: ["admin"],
  // Letters to an event's registrants or the members, and their WhatsApp list.
  announcements: ["admin", "reviewer"],
  // Certificates for an event's people: design, issue, list, download; revoking is admins'.
  certificates: ["admin", "reviewer"],
  certificateRevoke: ["admin"],
} as const satisfies Record<string, readonly OrganiserRole[]>;
export type ConsoleArea = keyof typeof consoleAreas;

export function mayUse(role: OrganiserRole, area: ConsoleArea): boolean {
  return (consoleAreas[area] as readonly OrganiserRole[]).includes(role);
}
