import type { IconName } from "../components/ui/icon-set.ts";
import { paths } from "../../shared/routes.ts";

export interface Workshop {
  title: string;
  icon: IconName;
  summary: string;
  topics: string[];
  format: string;
}

export const workshopsContent = {
  intro: {
    title: "Learn by doing",
    text:
      "Our workshops are run by senior members, alumni and teachers. They are free for members, start from the " +
      "basics, and end with something you built yourself. Dates are announced on the Events page.",
  },
  eventsLink: { label: "See upcoming dates", path: paths.events },
  topicsOf: (title: string) => `${title} topics`,
  workshops: [
    {
      title: "Programming",
      icon: "code",
      summary: "From your first program to solving contest problems, in Python and C.",
      topics: ["Variables, loops and functions", "Problem solving and algorithms", "Programming contest practice"],
      format: "Six weekly sessions · beginner friendly",
    },
    {
      title: "AI/ML",
      icon: "brain-circuit",
      summary: "How machines learn from data, explained with small experiments you can run on a laptop.",
      topics: ["Data, features and models", "Regression and classification", "A first neural network"],
      format: "Four weekly sessions · some programming helps",
    },
    {
      title: "Data & Systems",
      icon: "database",
      summary: "What happens underneath: operating systems, networks, databases and the sensors our projects use.",
      topics: ["Linux and the command line", "Databases and spreadsheets for experiments", "Microcontrollers and sensors"],
      format: "Four weekly sessions · hands-on in the lab",
    },
    {
      title: "Research Methods",
      icon: "file-search",
      summary: "Turn a question into a project and a paper that stands up in front of festival judges.",
      topics: ["Asking a testable question", "Designing experiments and measuring well", "Writing and presenting a paper"],
      format: "Three sessions before every festival",
    },
  ] satisfies Workshop[],
};
