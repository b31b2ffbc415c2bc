import type { IconName } from "../components/ui/icon-set.ts";
import { paths, type SitePath } from "../../shared/routes.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { clubFacts } from "./club-facts.ts";

export interface HomeLink {
  label: string;
  path: SitePath;
}

export interface HomeHighlight {
  title: string;
  text: string;
  path: SitePath;
  linkLabel: string;
  icon: IconName;
}

/** Everything the home page says. Its h1, title and description are in pages/home.ts. */
export const homeContent = {
  hero: {
    eyebrow: `${siteConfig.college} · Since ${clubFacts.foundedYear}`,
    lead:
      `For ${clubFacts.yearsOfScience} years, students of our college have gathered here to ask questions, build ` +
      "things and share what they discover. Robots and rockets, olympiads and quizzes, magazines and festivals: " +
      "there is a place for your curiosity.",
    primary: { label: "Join our community", path: paths.joinUs } satisfies HomeLink,
    secondary: { label: "Discover our story", path: paths.about } satisfies HomeLink,
  },
  statsLabel: "The club in numbers",
  departments: {
    heading: "Ten departments, one club",
    intro:
      "Every member chooses one or more departments when they join. Pick the one that matches your curiosity, " +
      "or try several: the membership fee is the same.",
  },
  explore: {
    heading: "Explore the club",
    intro: "See what we are working on, what is coming up, and the people who make it happen.",
    highlights: [
      {
        title: "Events",
        text: "Science festivals, olympiads, quiz championships, astronomy nights and workshops all year round.",
        path: paths.events,
        linkLabel: "See events",
        icon: "calendar-days",
      },
      {
        title: "Projects",
        text: "Air monitors, water rockets, solar irrigation: what our members design, build and test.",
        path: paths.projects,
        linkLabel: "See projects",
        icon: "flask-conical",
      },
      {
        title: "Publications",
        text: "Research papers, articles and reports written by students and their advisors.",
        path: paths.publications,
        linkLabel: "Read publications",
        icon: "library",
      },
      {
        title: "Our Team",
        text: "The executive committee, sub-executives, volunteers and alumni behind every event.",
        path: paths.team,
        linkLabel: "Meet the team",
        icon: "users",
      },
    ] satisfies HomeHighlight[],
  },
  callToAction: {
    heading: "Ready to start your own experiment?",
    text:
      "Membership is open to every student of the college. Choose your departments, fill in one form, and you " +
      "are in. One fee, however many departments you join.",
    action: { label: "Apply for membership", path: paths.joinUs } satisfies HomeLink,
  },
};
