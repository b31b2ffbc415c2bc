import type { PageText } from "../types.ts";

export const alumniPageText: PageText<"alumni"> = {
  page: "alumni",
  heading: "Alumni",
  title: "Alumni",
  description: "Former members of the club and where their curiosity took them.",
};
