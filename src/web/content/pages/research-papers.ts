import type { PageText } from "../types.ts";

export const researchPapersPageText: PageText<"researchPapers"> = {
  page: "researchPapers",
  heading: "Research Papers",
  title: "Research Papers",
  description: "Research papers written by the club's members.",
};
