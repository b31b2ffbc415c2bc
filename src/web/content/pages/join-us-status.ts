import type { PageText } from "../types.ts";

export const joinUsStatusPageText: PageText<"joinUsStatus"> = {
  page: "joinUsStatus",
  heading: "Application and registration status",
  title: "Application and registration status",
  description:
    "Check your membership application or event registration: enter the reference from your confirmation and the e-mail address you gave on the form.",
};
