import type { PageText } from "../types.ts";

export const panelPageText: PageText<"panel"> = {
  page: "panel",
  heading: "Our Panel",
  title: "Panel",
  description: "The people who lead the club: the executive committee, the sub-executive team and our alumni.",
};
