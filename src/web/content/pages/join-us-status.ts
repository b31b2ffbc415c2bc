import type { PageText } from "../types.ts";

export const joinUsStatusPageText: PageText<"joinUsStatus"> = {
  page: "joinUsStatus",
  heading: "Application status",
  title: "Application status",
  description: "Check your membership application: enter the reference from your confirmation and the e-mail address you applied with.",
};
