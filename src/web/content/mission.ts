import type { InfoCardText } from "./types.ts";

export const missionContent = {
  statementLabel: "Our mission",
  statement:
    "To awaken and nurture scientific curiosity in every student of the college, and to give each of them the " +
    "community, the skills and the stage to turn that curiosity into discovery.",
  cards: [
    {
      title: "Community Building",
      icon: "heart-handshake",
      paragraphs: [
        "We bring together students of every section and year who share a love of science, so no one has to be " +
          "curious alone. Seniors mentor juniors, and every festival is built by many hands.",
      ],
    },
    {
      title: "Academic Excellence",
      icon: "graduation-cap",
      paragraphs: [
        "We go beyond the syllabus with olympiad training, quiz circuits, study circles and talks that help members " +
          "understand science deeply, not only pass examinations.",
      ],
    },
    {
      title: "Innovation and Research",
      icon: "lightbulb",
      paragraphs: [
        "We encourage members to ask their own questions and test them: projects, experiments, research papers, " +
          "robots and rockets, presented at our festivals and beyond.",
      ],
    },
    {
      title: "Professional Development",
      icon: "award",
      paragraphs: [
        "Running a festival teaches leadership, teamwork, writing, public speaking and planning. We give members " +
          "real responsibility, so they leave the college ready for what comes next.",
      ],
    },
  ] satisfies InfoCardText[],
};

