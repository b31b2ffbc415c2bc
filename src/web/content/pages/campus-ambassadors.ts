import type { PageText } from "../types.ts";

export const campusAmbassadorsPageText: PageText<"campusAmbassadors"> = {
  page: "campusAmbassadors",
  heading: "Campus Ambassador Leaderboard",
  title: "Campus Ambassador Leaderboard",
  description: "Points earned by the club's campus ambassadors.",
};
