import type { ConsoleRouteCase } from "./types.ts";
import { sessionRouteCases } from "./session.ts";
import { messageRouteCases } from "./messages.ts";
import { visitRouteCases } from "./visits.ts";
import { activityRouteCases } from "./activity.ts";
import { applicationRouteCases } from "./applications.ts";
import { organiserRouteCases } from "./organisers.ts";
import { registrationRouteCases } from "./registrations.ts";
import { waitlistRouteCases } from "./waitlist.ts";
import { mailRouteCases } from "./mail.ts";
import { contentRouteCases } from "./content.ts";
import { contentEventRouteCases } from "./content-events.ts";
import { suspectedSpamRouteCases } from "./suspected-spam.ts";
import { healthRouteCases } from "./health.ts";
import { overviewRouteCases } from "./overview.ts";
import { paymentRouteCases } from "./payments.ts";
import { memberRouteCases } from "./members.ts";
import { checkInRouteCases } from "./check-in.ts";
import { personalDataRouteCases } from "./personal-data.ts";
import { retentionRouteCases } from "./retention.ts";
import { announcementRouteCases } from "./announcements.ts";
import { certificateRouteCases } from "./certificates.ts";

/** Every console route's access case, area by area (access.test.ts replays each). */
export const consoleRouteCases: ConsoleRouteCase[] = [
  ...sessionRouteCases,
  ...messageRouteCases,
  ...visitRouteCases,
  ...activityRouteCases,
  ...applicationRouteCases,
  ...organiserRouteCases,
  ...registrationRouteCases,
  ...waitlistRouteCases,
  ...mailRouteCases,
  ...contentRouteCases,
  ...contentEventRouteCases,
  ...suspectedSpamRouteCases,
  ...healthRouteCases,
  ...overviewRouteCases,
  ...paymentRouteCases,
  ...memberRouteCases,
  ...checkInRouteCases,
  ...personalDataRouteCases,
  ...retentionRouteCases,
  ...announcementRouteCases,
  ...certificateRouteCases,
];
