import { clubFacts } from "./club-facts.ts";
import type { InfoCardText } from "./types.ts";

export interface TimelineEntry {
  when: string;
  title: string;
  text: string;
}

export const historyContent = {
  intro:
    `The club was founded on ${clubFacts.foundedOn} by students and teachers of the college who wanted a place to ` +
    "do science together beyond the classroom. It has changed its name twice since then, and grown from a small " +
    "circle into a club of ten departments that hosts festivals for the whole country.",
  timelineHeading: "Milestones",
  timeline: [
    {
      when: clubFacts.foundedOn,
      title: "The club is founded",
      text: "A small group of students and teachers start a science club to meet, question and experiment beyond the syllabus.",
    },
    {
      when: "1984",
      title: "A new name",
      text: "Three years on, the growing club takes a new name, the first of two.",
    },
    {
      when: "Late 1990s",
      title: "The name we carry today",
      text: "The club is renamed once more and takes the name it carries today.",
    },
    {
      when: "Over the decades",
      title: "Festivals at home and across the country",
      text: `${clubFacts.intraCollegeFestivals} intra-college science festivals, and ${clubFacts.nationalFestivals} national festivals that bring schools and colleges from all over Bangladesh to our campus.`,
    },
    {
      when: "Today",
      title: "Ten departments",
      text: "From project display and research papers to robotics and rocketry, IT and gaming affairs, every member finds a place to start.",
    },
  ] satisfies TimelineEntry[],
  growthHeading: "How we have grown",
  growth: [
    "From a small study circle to ten departments with their own leaders and plans.",
    "From displays in a classroom to national festivals with visitors from across Bangladesh.",
    "From quiz evenings to quizzing and olympiad circuits that train members for national contests.",
    "From hand-drawn notices to wall magazines, press and publications, photography and media.",
    "From hand-built models to robotics and rocketry, and research projects with faculty advisors.",
    "From paper forms to online membership applications and event registrations on this site.",
  ],
  achievementsHeading: "Achievements",
  achievementsIntro: "Four decades of work, in numbers and in people.",
  achievements: [
    {
      title: "Festivals that brought science to thousands",
      icon: "award",
      paragraphs: [
        `${clubFacts.nationalFestivals} national and ${clubFacts.intraCollegeFestivals} intra-college science festivals, each one planned, built and run by students.`,
      ],
    },
    {
      title: "Generations of members",
      icon: "book-open",
      paragraphs: [
        "Our alumni have gone on to study and work in science, engineering, medicine, teaching and beyond, and many still come back to judge, mentor and cheer.",
      ],
    },
  ] satisfies InfoCardText[],
};
