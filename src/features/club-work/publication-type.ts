export type PublicationTypeTone = "blue" | "green" | "purple" | "grey";

const tones: Readonly<Record<string, PublicationTypeTone>> = {
  research_paper: "blue",
  journal_article: "green",
  conference_paper: "purple",
};

/** The badge colour of a publication type (spec section 4): anything unknown is grey. */
export function publicationTypeTone(type: string): PublicationTypeTone {
  return Object.hasOwn(tones, type) ? (tones[type] as PublicationTypeTone) : "grey";
}

/** "conference_paper" reads "Conference Paper": underscores as spaces, each word capitalised. */
export function publicationTypeLabel(type: string): string {
  return type
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
