import { paths, type PageKey, type SitePath } from "../../shared/routes.ts";

export interface PlaceholderText {
  introTitle: string;
  introText: string;
  link: { label: string; path: SitePath };
}

/** The pages the club has not filled yet: a heading (pages/) and an intro card each. */
export const placeholderContent = {
  studentProjects: {
    introTitle: "Built by our members",
    introText:
      "Every year our members build models, gadgets and experiments in their departments, many of them shown at " +
      "our festivals. This page will soon showcase them one by one. Until then, our current projects are on the Projects page.",
    link: { label: "See all projects", path: paths.projects },
  },
  completedProjects: {
    introTitle: "Finished, tested and presented",
    introText:
      "Here we will keep a record of the projects our members have completed: what they set out to do, what they " +
      "built and what they learned. The collection is being gathered from our archives.",
    link: { label: "See all projects", path: paths.projects },
  },
  researchPapers: {
    introTitle: "Student research, written up",
    introText:
      "Members of the Project Display and Research Paper department write papers on questions they have " +
      "investigated themselves. This page will list them; for now, all our publications are on the Publications page.",
    link: { label: "See all publications", path: paths.publications },
  },
  journalArticles: {
    introTitle: "In print",
    introText:
      "When our members' work appears in journals and magazines, the articles will be collected here so they " +
      "can be read in one place. Until then, see the Publications page.",
    link: { label: "See all publications", path: paths.publications },
  },
  conferencePapers: {
    introTitle: "On the stage",
    introText:
      "Our members present their work at student conferences and science festivals. Their conference papers " +
      "will be listed on this page soon; the Publications page has everything published so far.",
    link: { label: "See all publications", path: paths.publications },
  },
} satisfies Partial<Record<PageKey, PlaceholderText>>;
