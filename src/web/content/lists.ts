import type { ListStateTexts } from "../components/ui/list-states.tsx";
import { alumniCareerLine, alumniClassLine } from "#features/people-lists/alumni-career.ts";
import { publicationTypeLabel } from "#features/club-work/publication-type.ts";
import type { SubExecutiveGroupId } from "#features/people-lists/sub-executive-groups.ts";
import { groupedNumber } from "../../shared/number-text.ts";

/**
 * What the list pages say while loading, on failure and when empty. The loading, error and
 * partner/ambassador empty texts are the spec's (sections 2 and 8); the other empty texts are ours.
 */
export const listTexts: Record<
  "team" | "executive" | "subExecutive" | "alumni" | "projects" | "publications" | "clubPartners" | "campusAmbassadors",
  ListStateTexts
> = {
  team: { error: "Error loading team members", empty: "No team members to show yet." },
  executive: { error: "Error loading executive members", empty: "No executive members to show yet." },
  subExecutive: { error: "Error loading sub-executive members", empty: "No sub-executive members to show yet." },
  alumni: { error: "Error loading alumni members", empty: "No alumni to show yet." },
  projects: { loading: "Loading projects...", empty: "No projects to show yet." },
  publications: { loading: "Loading publications...", empty: "No publications to show yet." },
  clubPartners: { empty: "No club partners found." },
  campusAmbassadors: { empty: "No campus ambassadors found." },
};

export const executiveIntro = {
  title: "Leadership Team",
  text: "The executive committee is made up of elected graduate students who give the club its strategic direction, organise its events and keep it running smoothly. They are responsible for the club's major decisions and its governance.",
};

/** The Team page's lead and intro card. */
export const teamIntro = {
  lead: "The people who make every festival, workshop and meeting happen.",
  title: "All Team Members",
  text: "Our team includes executive committee members, faculty advisors, coordinators, volunteers and active participants who keep the club running all year.",
};

export const projectLinkLabels = { demo: "Demo", repository: "Repository" };
export const publicationLinkLabels = { doi: "DOI", pdf: "PDF" };
/** The toggle under a club partner's bio, which is cut to three lines. */
export const clubPartnerText = {
  readMore: "Read more",
  showLess: "Show less",
  /** The toggle's accessible name: "Read more about Nadia Rahman". */
  toggleAbout: (action: string, name: string) => `${action} about ${name}`,
};

export const campusAmbassadorTable = {
  caption: "Campus ambassadors, most points first",
  columns: { caNumber: "CA Number", name: "Name", points: "Points" },
  medals: ["Gold medal, first place", "Silver medal, second place", "Bronze medal, third place"],
};

/** What a person's card says besides the person's own details: the photo's text and the profile links' names. */
export const memberText = {
  photoOf: (name: string) => `Photo of ${name}`,
  /** The list of a person's profile links. */
  profiles: (name: string) => `${name} online`,
  profileOn: (name: string, network: string) => `${name} on ${network}`,
  networks: {
    facebookUrl: "Facebook",
    instagramUrl: "Instagram",
    linkedinUrl: "LinkedIn",
    twitterUrl: "Twitter",
    githubUrl: "GitHub",
    websiteUrl: "Website",
    email: "E-mail",
  },
};
export type MemberText = typeof memberText;

/**
 * Everything the list pages (panel, team, projects, publications, leaderboard) say in one
 * language, handed to their components by the route module (components/lists-text.tsx).
 * Texts that are made from data (a publication's type, a sub-executive group, an alumnus' career
 * line, numbers and years) are functions, so each language writes them its own way.
 */
export const listsText = {
  lang: "en" as "en" | "bn",
  states: listTexts,
  executiveIntro,
  teamIntro,
  projectLinkLabels,
  publicationLinkLabels,
  clubPartnerText,
  campusAmbassadorTable,
  memberText,
  publicationType: publicationTypeLabel,
  subExecutiveHeading: (_id: SubExecutiveGroupId, englishHeading: string): string => englishHeading,
  careerLine: alumniCareerLine,
  classLine: alumniClassLine,
  number: groupedNumber,
  /** A year as a label: "2024" (never grouped). */
  year: (year: number): string => String(year),
};
export type ListsText = typeof listsText;
