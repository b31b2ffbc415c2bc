export type ResearchProjectStatus = "Ongoing" | "Planning" | "Completed";

export interface ResearchProject {
  title: string;
  summary: string;
  lead: string;
  duration: string;
  funding: string;
  /** Which badge the card shows (its colour); the badge's words are `labels.status`. */
  status: ResearchProjectStatus;
}

export const researchProjectsContent = {
  intro: {
    title: "Research with a purpose",
    text:
      "Our research projects start with questions from everyday life in Dhaka. Members design the study, " +
      "collect the data and write up the results, with teachers of the college as advisors.",
  },
  labels: {
    lead: "Lead",
    duration: "Duration",
    funding: "Funding",
    status: { Ongoing: "Ongoing", Planning: "Planning", Completed: "Completed" } satisfies Record<ResearchProjectStatus, string>,
  },
  projects: [
    {
      title: "Low-Cost Air Quality Monitor Network",
      summary:
        "Sensor boxes built from inexpensive parts measure fine dust around the campus and nearby streets, and " +
        "report readings every ten minutes so we can compare seasons and times of day.",
      lead: "Robotics and Rocketry department, advised by the Department of Physics",
      duration: "12 months",
      funding: "Club research fund",
      status: "Ongoing",
    },
    {
      title: "Water Quality of Dhaka's Urban Canals",
      summary:
        "Monthly samples from three canals, tested for pH, dissolved oxygen and turbidity, to see how water quality " +
        "changes between the dry season and the monsoon.",
      lead: "Project Display and Research Paper department, advised by the Department of Chemistry",
      duration: "8 months",
      funding: "College research grant",
      status: "Ongoing",
    },
    {
      title: "Solar-Powered Drip Irrigation for Rooftop Gardens",
      summary:
        "A small solar pump and a soil-moisture sensor water rooftop plants only when they need it. We are " +
        "measuring how much water it saves compared with watering by hand.",
      lead: "Robotics and Rocketry department",
      duration: "6 months",
      funding: "Alumni contributions",
      status: "Planning",
    },
    {
      title: "Mapping Aedes Mosquito Breeding Sites",
      summary:
        "Members survey stagnant water around Tejgaon during the monsoon, count larvae, and map the places where " +
        "dengue-carrying mosquitoes are most likely to breed.",
      lead: "Project Display and Research Paper department, advised by the Department of Zoology",
      duration: "4 months, each monsoon",
      funding: "Self-funded by members",
      status: "Completed",
    },
  ] satisfies ResearchProject[],
};
