import { siteConfig } from "../../shared/site-config.ts";

/** The club office's hours as the contact page shows them (src/shared/site-config.ts); the Bangla twin is bn/office-hours.ts. */
export const officeHoursText = {
  officeHours: siteConfig.officeHours as { days: string; hours: string }[],
  officeHoursNote: siteConfig.officeHoursNote,
};
