import type { InfoCardText } from "./types.ts";

export interface CoreValue {
  name: string;
  text: string;
}

export const visionContent = {
  statementLabel: "Our vision",
  statement:
    "A college where every student has done real science: asked a question of their own, tested it and shared " +
    "the answer, and a club that carries that spirit to schools and colleges across Bangladesh.",
  cards: [
    {
      title: "A home for young scientists",
      icon: "sparkles",
      paragraphs: [
        "We want the club to be the place where a student's first experiment, first paper and first competition " +
          "happen, with friends and mentors who help them try again when it does not work the first time.",
      ],
    },
    {
      title: "Science that reaches everyone",
      icon: "compass",
      paragraphs: [
        "Through national festivals, olympiads and open events we want to share science far beyond our campus, " +
          "with every student who is curious, wherever they study and whatever their background.",
      ],
    },
  ] satisfies InfoCardText[],
  valuesHeading: "Our core values",
  values: [
    { name: "Curiosity", text: "Every good project starts with a question. We ask many, and we welcome yours." },
    { name: "Integrity", text: "We report what we actually found, credit the work of others, and compete fairly." },
    { name: "Inclusion", text: "Science belongs to everyone: every section, every year, every background." },
    { name: "Collaboration", text: "Festivals, robots and papers are built by teams. We share what we know." },
    { name: "Excellence", text: "We hold our work to a high standard, and help each other reach it." },
    { name: "Responsibility", text: "We use science for the good of our college, our community and our country." },
  ] satisfies CoreValue[],
};

