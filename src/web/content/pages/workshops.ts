import type { PageText } from "../types.ts";

export const workshopsPageText: PageText<"workshops"> = {
  page: "workshops",
  heading: "Workshops",
  title: "Workshops",
  description: "Hands-on workshops in programming, AI and machine learning, data and systems, and research methods.",
};
