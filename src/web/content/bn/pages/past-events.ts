import type { PageText } from "../../types.ts";

export const pastEventsPageText: PageText<"pastEvents"> = {
  page: "pastEvents",
  heading: "বিগত ইভেন্ট",
  title: "বিগত ইভেন্ট",
  description: "ক্লাবের সাম্প্রতিক উৎসব ও প্রতিযোগিতার দিকে ফিরে দেখা।",
};
