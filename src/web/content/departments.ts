import type { IconName } from "../components/ui/icon-set.ts";
import type { DepartmentCode } from "../../shared/departments.ts";

export interface DepartmentText {
  /** One line that tells a new student what the department does. */
  summary: string;
  icon: IconName;
}

/** What each of the ten departments does, in a sentence. The names come from src/shared/departments.ts. */
export const departmentTexts: Record<DepartmentCode, DepartmentText> = {
  project_display_research_paper: {
    summary: "Turn a question into an experiment, a working model and a paper you can defend in front of judges.",
    icon: "presentation",
  },
  wall_magazine_scrapbook: {
    summary: "Write, draw and design the science wall magazines and scrapbooks that fill our festival halls.",
    icon: "scroll-text",
  },
  press_publications: {
    summary: "Report on the club's work and edit the newsletters, magazines and papers our members write.",
    icon: "newspaper",
  },
  photography_media: {
    summary: "Capture every festival, experiment and night sky, and tell the club's story in pictures and video.",
    icon: "camera",
  },
  quizzing_circuit: {
    summary: "Sharpen your reflexes on the buzzer and take our quiz teams to competitions across the country.",
    icon: "lightbulb",
  },
  olympiad_circuit: {
    summary: "Prepare for physics, chemistry, biology and mathematics olympiads alongside seniors who have been there.",
    icon: "medal",
  },
  robotics_rocketry: {
    summary: "Build robots and water rockets, and learn the electronics and code that make them fly and move.",
    icon: "rocket",
  },
  public_relations: {
    summary: "Be the club's voice to schools, partners, guests and the press, and welcome every visitor we host.",
    icon: "megaphone",
  },
  it: {
    summary: "Run the club's website and online registrations, and keep the technology working at every event.",
    icon: "laptop",
  },
  gaming_affairs: {
    summary: "Host gaming tournaments and explore the maths, physics and code behind the games we play.",
    icon: "gamepad-2",
  },
};
