/**
 * The club's own details, in one typed file. The values below are clearly fake samples:
 * the club replaces them with its real name, contacts, links and wallet numbers (the names, e-mail,
 * phone and social links in site-names.ts, which every page reads). The site's public
 * address is not here: it is SITE_URL, set where the site is built and run (src/shared/site-url.ts).
 */
import { siteLinks, siteNames } from "./site-names.ts";

export interface SiteConfig {
  clubName: string;
  shortName: string;
  college: string;
  tagline: string;
  contact: {
    email: string;
    phone: string;
    address: string;
  };
  officeHours: { days: string; hours: string }[];
  officeHoursNote: string;
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    youtube: string;
  };
  membership: {
    /** Fixed fee in taka, whatever the number of departments. */
    feeTaka: number;
    /** `nameBn`: the wallet's name as Bangla pages write it (its brand's own Bangla spelling). */
    wallets: { id: string; name: string; nameBn: string; number: string }[];
    /** The start of every member number, as in GSC-2026-0001. */
    memberNumberPrefix: string;
  };
}

export const siteConfig: SiteConfig = {
  // The names, e-mail, phone and social links are in site-names.ts, which every page reads.
  clubName: siteNames.clubName,
  shortName: siteNames.shortName,
  college: "Government Science College, Dhaka",
  tagline: "Curiosity, experiment and discovery since 1981",
  contact: {
    email: siteLinks.email,
    phone: siteLinks.phone,
    address: "Government Science College, Tejgaon, Dhaka 1215, Bangladesh",
  },
  officeHours: [
    { days: "Sunday to Thursday", hours: "9:00 AM to 5:00 PM" },
    { days: "Saturday", hours: "10:00 AM to 2:00 PM" },
    { days: "Friday", hours: "Closed" },
  ],
  officeHoursNote: "Hours may vary during academic breaks.",
  social: siteLinks.social,
  membership: {
    feeTaka: 200,
    wallets: [
      { id: "bkash", name: "bKash", nameBn: "বিকাশ", number: "01700-000001" },
      { id: "nagad", name: "Nagad", nameBn: "নগদ", number: "01800-000002" },
    ],
    memberNumberPrefix: "GSC",
  },
};
