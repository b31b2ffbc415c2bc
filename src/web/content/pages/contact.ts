import type { PageText } from "../types.ts";

export const contactPageText: PageText<"contact"> = {
  page: "contact",
  heading: "Contact Us",
  title: "Contact Us",
  description: "Write to the science club, or visit us during office hours.",
};
