import type { PageText } from "../types.ts";

export const executivePageText: PageText<"executive"> = {
  page: "executive",
  heading: "Executive Committee",
  title: "Executive Committee",
  description: "Meet the executive committee that leads the club this year.",
};
