import type { PageText } from "../../types.ts";

export const researchPapersPageText: PageText<"researchPapers"> = {
  page: "researchPapers",
  heading: "গবেষণাপত্র",
  title: "গবেষণাপত্র",
  description: "ক্লাবের সদস্যদের লেখা গবেষণাপত্র।",
};
