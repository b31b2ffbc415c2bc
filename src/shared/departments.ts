/** The club's ten departments, in the order the club lists them, with the codes stored in join_requests. */
export const departments = [
  { code: "project_display_research_paper", name: "Project Display and Research Paper" },
  { code: "wall_magazine_scrapbook", name: "Wall Magazine and Scrapbook" },
  { code: "press_publications", name: "Press and Publications" },
  { code: "photography_media", name: "Photography and Media" },
  { code: "quizzing_circuit", name: "Quizzing Circuit" },
  { code: "olympiad_circuit", name: "Olympiad Circuit" },
  { code: "robotics_rocketry", name: "Robotics and Rocketry" },
  { code: "public_relations", name: "Public Relations" },
  { code: "it", name: "IT" },
  { code: "gaming_affairs", name: "Gaming Affairs" },
] as const;

export type DepartmentCode = (typeof departments)[number]["code"];

export const departmentCodes = departments.map((d) => d.code) as [DepartmentCode, ...DepartmentCode[]];
