import type { PageText } from "../types.ts";

export const conferencePapersPageText: PageText<"conferencePapers"> = {
  page: "conferencePapers",
  heading: "Conference Papers",
  title: "Conference Papers",
  description: "Papers our members presented at conferences.",
};
