import type { ListStateTexts } from "../components/ui/list-states.tsx";

/**
 * What the list pages say while loading, on failure and when empty. The loading, error and
 * partner/ambassador empty texts are the spec's (sections 2 and 8); the other empty texts are ours.
 */
export const listTexts = {
  team: { error: "Error loading team members", empty: "No team members to show yet." },
  executive: { error: "Error loading executive members", empty: "No executive members to show yet." },
  subExecutive: { error: "Error loading sub-executive members", empty: "No sub-executive members to show yet." },
  alumni: { error: "Error loading alumni members", empty: "No alumni to show yet." },
  projects: { loading: "Loading projects...", empty: "No projects to show yet." },
  publications: { loading: "Loading publications...", empty: "No publications to show yet." },
  clubPartners: { empty: "No club partners found." },
  campusAmbassadors: { empty: "No campus ambassadors found." },
} satisfies Record<string, ListStateTexts>;

export const executiveIntro = {
  title: "Leadership Team",
  text: "The executive committee is made up of elected graduate students who give the club its strategic direction, organise its events and keep it running smoothly. They are responsible for the club's major decisions and its governance.",
};

export const projectLinkLabels = { demo: "Demo", repository: "Repository" };
export const publicationLinkLabels = { doi: "DOI", pdf: "PDF" };
/** The toggle under a club partner's bio, which is cut to three lines. */
export const clubPartnerText = { readMore: "Read more", showLess: "Show less" };

export const campusAmbassadorTable = {
  caption: "Campus ambassadors, most points first",
  columns: { caNumber: "CA Number", name: "Name", points: "Points" },
  medals: ["Gold medal, first place", "Silver medal, second place", "Bronze medal, third place"],
};
