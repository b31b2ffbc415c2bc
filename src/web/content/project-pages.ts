/**
 * Research, Student and Completed Projects (docs/decisions/141): the projects of each kind, as
 * organisers edit them in the console. Each page's intro and empty state, and the cards' labels.
 * Plain strings, so the Bangla twin (bn/project-pages.ts) is typed by this module.
 */
export const projectPagesContent = {
  research: {
    intro: {
      title: "Research with a purpose",
      text:
        "Our research projects start with questions from everyday life in Dhaka. Members design the study, " +
        "collect the data and write up the results, with teachers of the college as advisors.",
    },
    empty: "No research projects to show yet. The next study is being planned.",
  },
  student: {
    intro: {
      title: "Built by our members",
      text:
        "Every year our members build models, gadgets and experiments in their departments, many of them shown at " +
        "our festivals. Here they are, newest first.",
    },
    empty: "No student projects to show yet. The workbenches are busy: check back after the next festival.",
  },
  completed: {
    intro: {
      title: "Finished, tested and presented",
      text: "A record of the projects our members have completed: what they set out to do, what they built and what they learned.",
    },
    empty: "No completed projects to show yet. Finished work will be recorded here.",
  },
  labels: {
    lead: "Lead",
    duration: "Duration",
    funding: "Funding",
    kind: { research: "Research", student: "Student project", completed: "Completed" },
  },
};
