import type { PageText } from "../types.ts";

export const subExecutivePageText: PageText<"subExecutive"> = {
  page: "subExecutive",
  heading: "Sub-Executive",
  title: "Sub-Executive",
  description: "The sub-executive team that runs the club's departments, events and affairs.",
};
