import { titleHasAny, titleWords } from "./title-words.ts";

/**
 * Executive ranks (spec section 9, made precise in decisions.md). The rules are tested in this
 * order, the more specific titles first: "assistant general secretary" must not count as general
 * secretary, nor "vice president of administration" as a plain vice president.
 */
const rankRules: readonly { rank: number; phrases: readonly string[]; unless?: readonly string[] }[] = [
  { rank: 8, phrases: ["assistant general secretary", "ags"] },
  { rank: 2, phrases: ["vice president of administration"] },
  { rank: 5, phrases: ["vice president of general"] },
  { rank: 6, phrases: ["joint secretary of administration"] },
  { rank: 3, phrases: ["general secretary", "gs"] },
  { rank: 4, phrases: ["os", "organising secretary", "organizing secretary"] },
  { rank: 1, phrases: ["president"], unless: ["vice", "vp"] },
  { rank: 7, phrases: ["treasurer"] },
  { rank: 9, phrases: ["in charge volunteer"] },
  { rank: 10, phrases: ["club officer"] },
  { rank: 11, phrases: ["executive reporter"] },
  { rank: 12, phrases: ["department"] },
  { rank: 20, phrases: ["vice president", "vp"] },
  { rank: 30, phrases: ["joint secretary", "js"] },
];

export const otherExecutiveRank = 50;

/** The rank of an executive title: lower comes first. */
export function executiveRank(title: string): number {
  const words = titleWords(title);
  const rule = rankRules.find(
    ({ phrases, unless }) => titleHasAny(words, phrases) && !(unless && titleHasAny(words, unless)),
  );
  return rule?.rank ?? otherExecutiveRank;
}

export interface RankedExecutive {
  name: string;
  title: string;
  displayOrder: number | null;
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Rank order; within a rank, by display_order when both members have one, then by name. The sort
 * is stable, so members the rules cannot tell apart keep the order they came in.
 */
export function sortExecutives<T extends RankedExecutive>(members: readonly T[]): T[] {
  const ranked = members.map((member) => ({ member, rank: executiveRank(member.title) }));
  ranked.sort((a, b) => {
    if (a.rank !== b.rank) return a.rank - b.rank;
    const x = a.member.displayOrder;
    const y = b.member.displayOrder;
    if (x !== null && y !== null && x !== y) return x - y;
    return compareNames(a.member.name, b.member.name);
  });
  return ranked.map(({ member }) => member);
}

/**
 * The display rearrangement of spec section 9, on 1-based positions: with 5 or more members, entry 4
 * is taken out, the last entry moves into position 4, and the taken-out entry goes to position 10,
 * or to the end when fewer entries remain. Fewer than 5: unchanged.
 */
export function arrangeExecutivesForDisplay<T>(sorted: readonly T[]): T[] {
  if (sorted.length < 5) return [...sorted];
  const arranged = [...sorted];
  const [fourth] = arranged.splice(3, 1);
  const last = arranged.pop() as T;
  arranged.splice(3, 0, last);
  arranged.splice(9, 0, fourth as T);
  return arranged;
}
