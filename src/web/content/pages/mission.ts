import type { PageText } from "../types.ts";

export const missionPageText: PageText<"mission"> = {
  page: "mission",
  heading: "Our Mission",
  title: "Our Mission",
  description: "Our mission: community, academic excellence, innovation and research, and professional growth.",
};
