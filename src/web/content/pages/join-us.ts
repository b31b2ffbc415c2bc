import type { PageText } from "../types.ts";

export const joinUsPageText: PageText<"joinUs"> = {
  page: "joinUs",
  heading: "Join Us",
  title: "Join Us",
  description: "Become a member of the science club: choose your departments and apply online.",
};
