import type { PageText } from "../../types.ts";

export const missionPageText: PageText<"mission"> = {
  page: "mission",
  heading: "আমাদের লক্ষ্য",
  title: "আমাদের লক্ষ্য",
  description: "আমাদের লক্ষ্য: সমাজ, একাডেমিক উৎকর্ষ, উদ্ভাবন ও গবেষণা, এবং পেশাগত বিকাশ।",
};
