import { applicantStatusLabels, applicationStatusExplanations, registrantStatusLabels } from "../../shared/application-status-labels.ts";
import { dhakaDateTime, dhakaSpan } from "../../shared/club-time.ts";

/**
 * The status page's words (/join-us/status): its form, and what it says of an application or a
 * registration found. Its Bangla twin is content/bn/join-us-status.ts, typed by this one.
 */
export const joinUsStatusContent = {
  referenceLabel: "Reference",
  referenceHint: "From the page you saw after applying or registering, or from the club's e-mail.",
  emailLabel: "E-mail address",
  emailHint: "The one you gave on the form.",
  check: "Check status",
  checking: "Checking…",
  loading: "Loading…",
  nothingFound: "Nothing found",
  unavailable: "We could not check your reference just now. Please try again in a moment.",
  /** An instant, and a span from a start to an optional end, in Dhaka. */
  dateTime: dhakaDateTime as (instant: Date | string) => string,
  span: dhakaSpan as (start: Date | string, end: Date | string | null) => string,
  application: {
    labels: applicantStatusLabels,
    explanations: applicationStatusExplanations,
    reason: "Reason:",
    memberNumber: "Member number:",
    memberCard: "Open your member card",
    submitted: "Submitted",
    statusChanged: "Status changed",
  },
  registration: {
    labels: registrantStatusLabels,
    cancelled: (title: string) => `Your registration for ${title} was cancelled by the club. You are welcome to register again while registration is open.`,
    waitlisted: (title: string, position: number) => `You are number ${position} on the waiting list for ${title}. The club will tell you if a seat frees up.`,
    paymentPending: (title: string) => `Your seat at ${title} is held while the club checks your payment of its fee.`,
    confirmed: (title: string) => `You have a seat at ${title}.`,
    event: "Event",
    category: "Category",
    when: "When",
    where: "Where",
    registered: "Registered",
    ticketQrAlt: "QR code of your ticket, to show at the door",
    ticketHeading: "Your ticket",
    ticketNote: "Show this code at the door.",
    ticketLink: "Open your ticket to print or save it",
    addToCalendar: "Add to calendar",
  },
};
