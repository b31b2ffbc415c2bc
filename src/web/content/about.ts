import type { IconName } from "../components/ui/icon-set.ts";
import { paths, type SitePath } from "../../shared/routes.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { clubFacts } from "./club-facts.ts";
import type { InfoCardText } from "./types.ts";

export interface AboutLink {
  label: string;
  buttonLabel: string;
  text: string;
  path: SitePath;
  icon: IconName;
}

export const aboutContent = {
  cards: [
    {
      title: "Who we are",
      icon: "users",
      paragraphs: [
        `We are the science club of ${siteConfig.college}: a community of students who like to ask why, and then ` +
          `find out. Founded on ${clubFacts.foundedOn}, the club has been run by students, for students, for ` +
          `${clubFacts.yearsOfScience} years, with teachers of the college as our advisors.`,
        "Our members come from every section of the college. Some arrive wanting to win an olympiad, some to build " +
          "a robot, some just to meet people who share their curiosity. All of them find a place here.",
      ],
    },
    {
      title: "What we do",
      icon: "microscope",
      paragraphs: [
        `We organise science festivals for our own college and for the whole country: ${clubFacts.intraCollegeFestivals} ` +
          `intra-college and ${clubFacts.nationalFestivals} national festivals so far. Between festivals our ` +
          `${clubFacts.departments} departments train for olympiads and quizzes, build robots and rockets, write ` +
          "research papers and wall magazines, and run workshops, talks and astronomy nights.",
        "Everything we do has one aim: to make science something students do with their own hands, not only " +
          "something they read about.",
      ],
    },
  ] satisfies InfoCardText[],
  more: {
    heading: "Learn more about us",
    links: [
      { label: "Our Mission", buttonLabel: "Read our mission", text: "Why the club exists, and the four things we work for.", path: paths.mission, icon: "target" },
      { label: "Our Vision", buttonLabel: "See our vision", text: "The future we are building, and the values that guide us.", path: paths.vision, icon: "eye" },
      { label: "Our History", buttonLabel: "Explore our history", text: `From ${clubFacts.foundedYear} to today: four decades of festivals and discovery.`, path: paths.history, icon: "history" },
    ] satisfies AboutLink[],
  },
};

