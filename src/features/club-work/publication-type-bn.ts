import { publicationTypeLabel } from "./publication-type.ts";

// The publication types in Bangla, in a module of their own so English pages do not
// carry them. The badge's colour stays publicationTypeTone's (publication-type.ts).
const banglaTypes: Readonly<Record<string, string>> = {
  research_paper: "গবেষণাপত্র",
  journal_article: "জার্নাল প্রবন্ধ",
  conference_paper: "সম্মেলন প্রবন্ধ",
  // Other words the club uses (the sample content has both).
  poster: "পোস্টার",
  magazine_article: "সাময়িকী প্রবন্ধ",
};

/** A publication type's badge text on a Bangla page: the types above in Bangla, any other word the club uses as the English badge writes it. */
export function publicationTypeLabelBn(type: string): string {
  return Object.hasOwn(banglaTypes, type) ? (banglaTypes[type] as string) : publicationTypeLabel(type);
}
