import type { SubExecutiveGroupId } from "./sub-executive-groups.ts";

// The sub-executive groups' headings in Bangla, in a module of their own so English
// pages do not carry them. Which member belongs to which group is still decided by the English
// title (sub-executive-groups.ts).
export const subExecutiveGroupHeadingsBn: Readonly<Record<SubExecutiveGroupId, string>> = {
  organising: "সাংগঠনিক",
  "event-management": "ইভেন্ট ব্যবস্থাপনা",
  treasurer: "কোষাধ্যক্ষ",
  "in-charge-volunteer": "ইন-চার্জ স্বেচ্ছাসেবক",
  "club-officer": "ক্লাব অফিসার",
  reporter: "প্রতিবেদক",
  "rocketry-robotics-project-display": "রকেট্রি, রোবটিক্স, প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র",
  "other-affairs": "অন্যান্য বিষয়ক",
  departmental: "বিভাগীয়",
};

/** A group's heading on a Bangla page. */
export function subExecutiveHeadingBn(id: SubExecutiveGroupId): string {
  return subExecutiveGroupHeadingsBn[id];
}
