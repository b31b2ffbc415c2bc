import type { PageText } from "../types.ts";

export const visionPageText: PageText<"vision"> = {
  page: "vision",
  heading: "Our Vision",
  title: "Our Vision",
  description: "The future we work towards, and the values that guide the club.",
};
