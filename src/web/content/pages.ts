import type { PageKey } from "../../shared/routes.ts";

export interface PageText {
  /** The page's main heading (h1). */
  heading: string;
  /** Shown in the browser tab and search results, after which the club's name is added. */
  title: string;
  /** The meta description: one or two plain sentences, under about 160 characters. */
  description: string;
}

/** Headings, titles and descriptions of every page, as data the club can edit. */
export const pageTexts: Record<PageKey | "notFound", PageText> = {
  home: {
    heading: "Where curious minds build the future",
    title: "Home",
    description:
      "The science club of Government Science College, Dhaka: ten departments, festivals, olympiads, robotics and research since 1981.",
  },
  about: {
    heading: "About Us",
    title: "About Us",
    description: "Who we are and what we do: a student-run science club in Dhaka since 1981.",
  },
  mission: {
    heading: "Our Mission",
    title: "Our Mission",
    description: "Our mission: community, academic excellence, innovation and research, and professional growth.",
  },
  vision: {
    heading: "Our Vision",
    title: "Our Vision",
    description: "The future we work towards, and the values that guide the club.",
  },
  history: {
    heading: "Our History",
    title: "Our History",
    description: "Founded on 22 December 1981: four decades of festivals, olympiads and student research.",
  },
  panel: {
    heading: "Our Panel",
    title: "Panel",
    description: "The people who lead the club: the executive committee, the sub-executive team and our alumni.",
  },
  executive: {
    heading: "Executive Committee",
    title: "Executive Committee",
    description: "Meet the executive committee that leads the club this year.",
  },
  subExecutive: {
    heading: "Sub-Executive",
    title: "Sub-Executive",
    description: "The sub-executive team that runs the club's departments, events and affairs.",
  },
  alumni: {
    heading: "Alumni",
    title: "Alumni",
    description: "Former members of the club and where their curiosity took them.",
  },
  team: {
    heading: "Our Team",
    title: "Our Team",
    description: "Everyone who makes the club happen: committee members, advisors, coordinators and volunteers.",
  },
  events: {
    heading: "Events",
    title: "Events",
    description: "Science festivals, olympiads, workshops and talks: see what is coming and register online.",
  },
  upcomingEvents: {
    heading: "Upcoming Events",
    title: "Upcoming Events",
    description: "The club's next festivals, competitions and workshops.",
  },
  pastEvents: {
    heading: "Past Events",
    title: "Past Events",
    description: "A look back at the club's recent festivals and competitions.",
  },
  workshops: {
    heading: "Workshops",
    title: "Workshops",
    description: "Hands-on workshops in programming, AI and machine learning, data and systems, and research methods.",
  },
  projects: {
    heading: "Projects",
    title: "Projects",
    description: "Projects built by the club's members, with demos and source code.",
  },
  researchProjects: {
    heading: "Research Projects",
    title: "Research Projects",
    description: "Research projects led by the club's members and advisors.",
  },
  studentProjects: {
    heading: "Student Projects",
    title: "Student Projects",
    description: "Projects that students build in the club's departments.",
  },
  completedProjects: {
    heading: "Completed Projects",
    title: "Completed Projects",
    description: "Projects the club has finished, and what came of them.",
  },
  publications: {
    heading: "Publications",
    title: "Publications",
    description: "Papers, articles and magazines published by the club's members.",
  },
  researchPapers: {
    heading: "Research Papers",
    title: "Research Papers",
    description: "Research papers written by the club's members.",
  },
  journalArticles: {
    heading: "Journal Articles",
    title: "Journal Articles",
    description: "Journal articles by the club's members.",
  },
  conferencePapers: {
    heading: "Conference Papers",
    title: "Conference Papers",
    description: "Papers our members presented at conferences.",
  },
  joinUs: {
    heading: "Join Us",
    title: "Join Us",
    description: "Become a member of the science club: choose your departments and apply online.",
  },
  contact: {
    heading: "Contact Us",
    title: "Contact Us",
    description: "Write to the science club, or visit us during office hours.",
  },
  privacyPolicy: {
    heading: "Privacy Policy",
    title: "Privacy Policy",
    description: "What the club collects through this site, why, and how it is protected.",
  },
  termsOfServices: {
    heading: "Terms of Services",
    title: "Terms of Services",
    description: "The terms for membership, events and use of the club's site and materials.",
  },
  clubPartners: {
    heading: "Club Partners",
    title: "Club Partners",
    description: "The organisations and people who partner with the science club.",
  },
  campusAmbassadors: {
    heading: "Campus Ambassador Leaderboard",
    title: "Campus Ambassador Leaderboard",
    description: "Points earned by the club's campus ambassadors.",
  },
  notFound: {
    heading: "Oops! Page not found",
    title: "Page not found",
    description: "The page you were looking for does not exist.",
  },
};
