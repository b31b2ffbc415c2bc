import type { PageText } from "../types.ts";

export const privacyPolicyPageText: PageText<"privacyPolicy"> = {
  page: "privacyPolicy",
  heading: "Privacy Policy",
  title: "Privacy Policy",
  description: "What the club collects through this site, why, and how it is protected.",
};
