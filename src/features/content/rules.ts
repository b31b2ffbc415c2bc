import type { z } from "zod";
import { paths } from "#shared/routes.ts";
import { contentFormSchema, withBangla, type ContentField, type ContentValues } from "./fields.ts";

/**
 * The public lists an editor changes from the console, each described once: its fields,
 * the columns its table shows, and whether the public page follows `display_order`. The console's
 * pages, the server's routes and the tests all work from these descriptors.
 */
export const contentListIds = [
  "team-members",
  "executive-members",
  "sub-executive-members",
  "alumni-members",
  "projects",
  "publications",
  "club-partners",
  "campus-ambassadors",
] as const;
export type ContentListId = (typeof contentListIds)[number];

export interface ContentList {
  id: ContentListId;
  /** The page's heading, e.g. "Team members". */
  title: string;
  /** One row, as a sentence names it: "team member". */
  singular: string;
  /** What the list is for, under the heading. */
  description: string;
  fields: readonly ContentField[];
  /** The field that names a row (in the table, the confirmations and the activity log). */
  nameField: string;
  /** The fields the table shows beside the name. */
  columns: readonly string[];
  /** True when the public page follows display_order: the table can be reordered. */
  ordered: boolean;
  /** Where the public site shows the list. */
  publicPath: string;
}

const name: ContentField = { name: "name", label: "Name", kind: "text", required: true };
const photo: ContentField = { name: "imageUrl", label: "Photo", kind: "photo" };
const email: ContentField = { name: "email", label: "E-mail", kind: "email" };
const link = (fieldName: string, label: string): ContentField => ({ name: fieldName, label, kind: "link" });
const facebook = link("facebookUrl", "Facebook link");
const instagram = link("instagramUrl", "Instagram link");
const linkedin = link("linkedinUrl", "LinkedIn link");
const twitter = link("twitterUrl", "X (Twitter) link");
const github = link("githubUrl", "GitHub link");
const cover: ContentField = { name: "coverImageUrl", label: "Cover picture", kind: "cover" };

export const publicationTypes = [
  { value: "research_paper", label: "Research paper" },
  { value: "journal_article", label: "Journal article" },
  { value: "conference_paper", label: "Conference paper" },
  { value: "other", label: "Other" },
] as const;

/** The pages a project is listed on besides Projects. */
export const projectKinds = [
  { value: "research", label: "Research project" },
  { value: "student", label: "Student project" },
  { value: "completed", label: "Completed project" },
] as const;
export type ProjectKind = (typeof projectKinds)[number]["value"];

export const contentLists: Record<ContentListId, ContentList> = {
  "team-members": {
    id: "team-members",
    title: "Team members",
    singular: "team member",
    description: "The people on the Team page, in the order shown there.",
    fields: [name, ...withBangla({ name: "roleTitle", label: "Role", kind: "text", required: true }), photo, email, facebook, instagram],
    nameField: "name",
    columns: ["roleTitle"],
    ordered: true,
    publicPath: paths.team,
  },
  "executive-members": {
    id: "executive-members",
    title: "Executive members",
    singular: "executive member",
    description: "The executive panel. The public page ranks titles first; this order decides between equal ranks.",
    fields: [name, ...withBangla({ name: "title", label: "Title", kind: "text", required: true }), photo, email, facebook, instagram],
    nameField: "name",
    columns: ["title"],
    ordered: true,
    publicPath: paths.executive,
  },
  "sub-executive-members": {
    id: "sub-executive-members",
    title: "Sub-executive members",
    singular: "sub-executive member",
    description: "The sub-executive panel. The public page groups titles; this order decides within a group.",
    fields: [name, ...withBangla({ name: "title", label: "Title", kind: "text", required: true }), photo, email, facebook, instagram, linkedin, twitter, github],
    nameField: "name",
    columns: ["title"],
    ordered: true,
    publicPath: paths.subExecutive,
  },
  "alumni-members": {
    id: "alumni-members",
    title: "Alumni",
    singular: "alumni member",
    description: "Former members, newest graduation year first on the public page.",
    fields: [
      name,
      ...withBangla({ name: "jobTitle", label: "Job title", kind: "text" }),
      { name: "company", label: "Company", kind: "text" },
      { name: "graduationYear", label: "Graduation year", kind: "year" },
      photo,
      email,
      linkedin,
      twitter,
      github,
    ],
    nameField: "name",
    columns: ["graduationYear", "company"],
    ordered: false,
    publicPath: paths.alumni,
  },
  projects: {
    id: "projects",
    title: "Projects",
    singular: "project",
    description: "The club's projects, newest first on the public page.",
    fields: [
      ...withBangla({ name: "title", label: "Title", kind: "text", required: true }),
      { name: "kind", label: "Kind", kind: "choice", required: true, options: projectKinds },
      ...withBangla({ name: "description", label: "Description", kind: "long-text" }),
      ...withBangla({ name: "lead", label: "Lead", kind: "text" }),
      ...withBangla({ name: "duration", label: "Duration", kind: "text" }),
      ...withBangla({ name: "funding", label: "Funding", kind: "text" }),
      cover,
      link("demoUrl", "Demo link"),
      link("repoUrl", "Code repository link"),
    ],
    nameField: "title",
    columns: ["kind", "demoUrl"],
    ordered: false,
    publicPath: paths.projects,
  },
  publications: {
    id: "publications",
    title: "Publications",
    singular: "publication",
    description: "Papers and articles, newest year first on the public page.",
    fields: [
      ...withBangla({ name: "title", label: "Title", kind: "text", required: true }),
      { name: "type", label: "Type", kind: "choice", required: true, options: publicationTypes },
      { name: "year", label: "Year", kind: "year" },
      { name: "authors", label: "Authors", kind: "text" },
      { name: "publishedIn", label: "Published in", kind: "text" },
      ...withBangla({ name: "abstract", label: "Abstract", kind: "long-text" }),
      link("doiUrl", "DOI link"),
      link("pdfUrl", "PDF link"),
      cover,
    ],
    nameField: "title",
    columns: ["type", "year"],
    ordered: false,
    publicPath: paths.publications,
  },
  "club-partners": {
    id: "club-partners",
    title: "Club partners",
    singular: "club partner",
    description: "Partners and mentors, in the order shown on the public page.",
    fields: [
      name,
      { name: "organization", label: "Organisation", kind: "text" },
      ...withBangla({ name: "roleTitle", label: "Role", kind: "text" }),
      ...withBangla({ name: "bio", label: "About", kind: "long-text" }),
      { ...photo, label: "Photo or logo" },
      email,
      link("websiteUrl", "Website"),
      facebook,
      instagram,
      linkedin,
      twitter,
    ],
    nameField: "name",
    columns: ["organization"],
    ordered: true,
    publicPath: paths.clubPartners,
  },
  "campus-ambassadors": {
    id: "campus-ambassadors",
    title: "Campus ambassadors",
    singular: "campus ambassador",
    description: "The leaderboard, most points first. Points change on each ambassador's page, with a reason.",
    fields: [
      { name: "caNumber", label: "CA number", kind: "text", required: true },
      name,
      { name: "institution", label: "Institution", kind: "text" },
      photo,
    ],
    nameField: "name",
    columns: ["caNumber", "institution", "points"],
    ordered: false,
    publicPath: paths.campusAmbassadors,
  },
};

/** The form schema of each list: the console's form and the server's routes parse with the same one. */
export const contentFormSchemas = Object.fromEntries(
  contentListIds.map((id) => [id, contentFormSchema(contentLists[id].fields)]),
) as Record<ContentListId, z.ZodType<ContentValues, Record<string, unknown>>>;

export function isContentListId(value: string): value is ContentListId {
  return (contentListIds as readonly string[]).includes(value);
}
