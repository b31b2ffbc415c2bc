import type { PageText } from "../types.ts";

export const historyPageText: PageText<"history"> = {
  page: "history",
  heading: "Our History",
  title: "Our History",
  description: "Founded on 22 December 1981: four decades of festivals, olympiads and student research.",
};
