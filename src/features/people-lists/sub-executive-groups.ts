import { titleHasAny, titleWords } from "./title-words.ts";

export type SubExecutiveGroupId =
  | "organising"
  | "event-management"
  | "treasurer"
  | "in-charge-volunteer"
  | "club-officer"
  | "reporter"
  | "rocketry-robotics-project-display"
  | "other-affairs"
  | "departmental";

export interface SubExecutiveGroupRule {
  id: SubExecutiveGroupId;
  heading: string;
  phrases: readonly string[];
}

/** The named groups of decisions.md, in the order they are shown. The first that matches a title wins. */
export const subExecutiveGroupRules: readonly SubExecutiveGroupRule[] = [
  { id: "organising", heading: "Organising", phrases: ["organising", "organizing"] },
  { id: "event-management", heading: "Event Management", phrases: ["event management"] },
  { id: "treasurer", heading: "Treasurer", phrases: ["treasurer"] },
  { id: "in-charge-volunteer", heading: "In-Charge Volunteer", phrases: ["in charge volunteer", "iov"] },
  { id: "club-officer", heading: "Club Officer", phrases: ["club officer"] },
  { id: "reporter", heading: "Reporter", phrases: ["reporter"] },
  {
    id: "rocketry-robotics-project-display",
    heading: "Rocketry, Robotics, Project Display and Research Paper",
    phrases: ["rocketry", "robotics", "project display", "research paper"],
  },
];

// The keyword groups of spec section 9 (quizzing, gaming, photography, graphic design, ...) and every
// title that matches nothing above share one group, so they need no rule of their own.
const otherAffairs = { id: "other-affairs", heading: "Other Affairs" } as const;
const departmental = { id: "departmental", heading: "Departmental" } as const;

/**
 * The group of one title. Titles containing "departmental" or one of the excluded titles of the site
 * configuration (as whole words) always go to the last group, whatever else they say.
 */
export function subExecutiveGroupOf(
  title: string,
  excludedTitles: readonly string[],
): { id: SubExecutiveGroupId; heading: string } {
  const words = titleWords(title);
  if (titleHasAny(words, ["departmental", ...excludedTitles])) return departmental;
  const rule = subExecutiveGroupRules.find(({ phrases }) => titleHasAny(words, phrases));
  return rule ? { id: rule.id, heading: rule.heading } : otherAffairs;
}

export interface SubExecutiveGroup<T> {
  id: SubExecutiveGroupId;
  heading: string;
  members: T[];
}

const groupOrder: readonly SubExecutiveGroupId[] = [
  ...subExecutiveGroupRules.map((rule) => rule.id),
  otherAffairs.id,
  departmental.id,
];

/**
 * Sub-executive titles that are always listed last, in the "Departmental" group: the club's to edit.
 * Kept here rather than in site-config.ts, so the sub-executive pages' first visit does not load the
 * club's other details for these two words.
 */
export const excludedSubExecutiveTitles: readonly string[] = ["Departmental Member", "General Member"];

/**
 * Members grouped by title, groups in the order of decisions.md, empty groups left out. Inside a
 * group members keep the order they came in (the server's: display_order, then name).
 */
export function groupSubExecutives<T extends { title: string }>(
  members: readonly T[],
  excludedTitles: readonly string[],
): SubExecutiveGroup<T>[] {
  const groups = new Map<SubExecutiveGroupId, SubExecutiveGroup<T>>();
  for (const member of members) {
    const { id, heading } = subExecutiveGroupOf(member.title, excludedTitles);
    const group = groups.get(id) ?? { id, heading, members: [] };
    group.members.push(member);
    groups.set(id, group);
  }
  return groupOrder.flatMap((id) => groups.get(id) ?? []);
}
