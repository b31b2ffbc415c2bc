/**
 * Research Papers, Journal Articles and Conference Papers (docs/decisions/141): the publications of
 * each type, as organisers edit them in the console. Each page's intro and empty state. Plain
 * strings, so the Bangla twin (bn/publication-pages.ts) is typed by this module.
 */
export const publicationPagesContent = {
  research_paper: {
    intro: {
      title: "Student research, written up",
      text: "Members of the Project Display and Research Paper department write papers on questions they have investigated themselves. Here they are, newest first.",
    },
    empty: "No research papers to show yet. The first ones are being written.",
  },
  journal_article: {
    intro: {
      title: "In print",
      text: "Our members' work that has appeared in journals, collected so it can be read in one place.",
    },
    empty: "No journal articles to show yet. When our members' work appears in a journal, it will be listed here.",
  },
  conference_paper: {
    intro: {
      title: "On the stage",
      text: "Our members present their work at student conferences and science festivals. These are their conference papers.",
    },
    empty: "No conference papers to show yet. Papers presented at conferences will be listed here.",
  },
};
