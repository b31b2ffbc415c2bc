import type { PageText } from "../../types.ts";

export const alumniPageText: PageText<"alumni"> = {
  page: "alumni",
  heading: "প্রাক্তন সদস্য",
  title: "প্রাক্তন সদস্য",
  description: "ক্লাবের প্রাক্তন সদস্যরা, এবং তাঁদের কৌতূহল তাঁদের কোথায় নিয়ে গেছে।",
};
