import type { PageKey } from "#shared/routes.ts";
import type { PageText } from "../types.ts";
import { aboutPageText } from "./about.ts";
import { alumniPageText } from "./alumni.ts";
import { campusAmbassadorsPageText } from "./campus-ambassadors.ts";
import { clubPartnersPageText } from "./club-partners.ts";
import { completedProjectsPageText } from "./completed-projects.ts";
import { conferencePapersPageText } from "./conference-papers.ts";
import { contactPageText } from "./contact.ts";
import { eventsPageText } from "./events.ts";
import { executivePageText } from "./executive.ts";
import { historyPageText } from "./history.ts";
import { homePageText } from "./home.ts";
import { joinUsPageText } from "./join-us.ts";
import { joinUsStatusPageText } from "./join-us-status.ts";
import { journalArticlesPageText } from "./journal-articles.ts";
import { missionPageText } from "./mission.ts";
import { notFoundPageText } from "./not-found.ts";
import { panelPageText } from "./panel.ts";
import { pastEventsPageText } from "./past-events.ts";
import { privacyPolicyPageText } from "./privacy-policy.ts";
import { projectsPageText } from "./projects.ts";
import { publicationsPageText } from "./publications.ts";
import { researchPapersPageText } from "./research-papers.ts";
import { researchProjectsPageText } from "./research-projects.ts";
import { studentProjectsPageText } from "./student-projects.ts";
import { subExecutivePageText } from "./sub-executive.ts";
import { teamPageText } from "./team.ts";
import { termsOfServicesPageText } from "./terms-of-services.ts";
import { upcomingEventsPageText } from "./upcoming-events.ts";
import { visionPageText } from "./vision.ts";
import { workshopsPageText } from "./workshops.ts";

/**
 * Every page's heading, title and description, by page. Each page's text is its own module in this
 * folder, so a page's JavaScript carries its own text and not every other page's; this record is
 * for the tests and anything else that needs them all.
 */
export const pageTexts: { [K in PageKey | "notFound"]: PageText<K> } = {
  home: homePageText,
  about: aboutPageText,
  mission: missionPageText,
  vision: visionPageText,
  history: historyPageText,
  panel: panelPageText,
  executive: executivePageText,
  subExecutive: subExecutivePageText,
  alumni: alumniPageText,
  team: teamPageText,
  events: eventsPageText,
  upcomingEvents: upcomingEventsPageText,
  pastEvents: pastEventsPageText,
  workshops: workshopsPageText,
  projects: projectsPageText,
  researchProjects: researchProjectsPageText,
  studentProjects: studentProjectsPageText,
  completedProjects: completedProjectsPageText,
  publications: publicationsPageText,
  researchPapers: researchPapersPageText,
  journalArticles: journalArticlesPageText,
  conferencePapers: conferencePapersPageText,
  joinUs: joinUsPageText,
  joinUsStatus: joinUsStatusPageText,
  contact: contactPageText,
  privacyPolicy: privacyPolicyPageText,
  termsOfServices: termsOfServicesPageText,
  clubPartners: clubPartnersPageText,
  campusAmbassadors: campusAmbassadorsPageText,
  notFound: notFoundPageText,
};
