import type { LucideIcon } from "lucide-react";
import { Activity, Award, BarChart3, Bell, ClipboardList, Home, IdCard, Inbox, Mail, Megaphone, Newspaper, ScanLine, ShieldAlert, ShieldCheck, Timer, UserCog, Users, Wallet } from "lucide-react";
import { consolePagePaths } from "#shared/console/paths.ts";
import { mayUse, type ConsoleArea } from "#shared/console/roles.ts";
import type { OrganiserRole } from "#shared/console/roles.ts";

export interface ConsoleNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The area the page belongs to; none for pages every organiser sees. */
  area?: ConsoleArea;
}

/** The console's menu, in order. Each organiser sees the pages their role may use. */
export const consoleNav: readonly ConsoleNavItem[] = [
  // Every role but a check-in helper, whose console is the door alone.
  { label: "Overview", to: consolePagePaths.home, icon: Home, area: "overview" },
  { label: "Applications", to: consolePagePaths.applications, icon: ClipboardList, area: "applications" },
  { label: "Payments", to: consolePagePaths.payments, icon: Wallet, area: "payments" },
  { label: "Members", to: consolePagePaths.members, icon: IdCard, area: "applications" },
  { label: "Registrations", to: consolePagePaths.registrations, icon: Users, area: "registrations" },
  { label: "Check-in", to: consolePagePaths.checkIn, icon: ScanLine, area: "checkIn" },
  { label: "Messages", to: consolePagePaths.messages, icon: Inbox, area: "messages" },
  { label: "Letters to people", to: consolePagePaths.announcements, icon: Megaphone, area: "announcements" },
  { label: "Certificates", to: consolePagePaths.certificates, icon: Award, area: "certificates" },
  { label: "Suspected spam", to: consolePagePaths.suspectedSpam, icon: ShieldAlert, area: "applications" },
  { label: "Site content", to: consolePagePaths.content, icon: Newspaper, area: "content" },
  { label: "Visits", to: consolePagePaths.visits, icon: BarChart3, area: "visits" },
  { label: "Activity", to: consolePagePaths.activity, icon: Activity, area: "activity" },
  { label: "Organisers", to: consolePagePaths.organisers, icon: UserCog, area: "organisers" },
  { label: "Mail", to: consolePagePaths.mail, icon: Mail, area: "mail" },
  { label: "Personal data", to: consolePagePaths.personalData, icon: ShieldCheck, area: "personalData" },
  { label: "Retention", to: consolePagePaths.retention, icon: Timer, area: "retention" },
  { label: "Notifications", to: consolePagePaths.notifications, icon: Bell, area: "notifications" },
];

export function navFor(role: OrganiserRole): ConsoleNavItem[] {
  return consoleNav.filter((item) => item.area === undefined || mayUse(role, item.area));
}
