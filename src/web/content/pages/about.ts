import type { PageText } from "../types.ts";

export const aboutPageText: PageText<"about"> = {
  page: "about",
  heading: "About Us",
  title: "About Us",
  description: "Who we are and what we do: a student-run science club in Dhaka since 1981.",
};
