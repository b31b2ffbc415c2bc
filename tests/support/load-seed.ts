/**
 * A load seed of realistic volume for the console benchmark (`scripts/console-bench.ts`): 20,000
 * membership applications, 10 events with their stored forms and 50,000 registrations, 5,000
 * contact messages and about 100,000 page views. Every row is valid under the schema's checks and
 * the site's own rules; a seeded random sequence makes every run insert the same rows.
 *
 * Only the benchmark and this file's test call it, each on a scratch database of its own; it also
 * refuses any database that already holds applications, registrations or organisers.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../src/server/db/client.ts";
import {
  contactMessages,
  eventCategories,
  eventRegistrationForms,
  eventRegistrations,
  events,
  activityLog,
  applications,
  applicationStatusChanges,
  organisers,
  pageViews,
} from "../../src/server/db/schema.ts";
import { departmentCodes, type DepartmentCode } from "../../src/shared/departments.ts";
import { walletNumbers } from "../../src/shared/membership.ts";
import { referenceAlphabet, referencePrefix } from "../../src/shared/reference.ts";
import { fieldKind, normaliseFormFields, type FormField } from "../../src/shared/registration-form-fields.ts";
import { registrationContact } from "#features/registrations/rules.ts";
import { uploadKey, type UploadType } from "../../src/shared/registration-uploads.ts";
import { publicPaths } from "../../src/shared/routes.ts";
import { applicationPayload, contactMessagePayload } from "./factories.ts";

export interface LoadVolume {
  applications: number;
  events: number;
  registrationsPerEvent: number;
  messages: number;
  pageViews: number;
  /** Activity-log entries by a handful of organisers the seed adds (none when absent). */
  activity?: number;
}

/** The volume, and a club's busy year of activity-log entries. */
export const fullLoadVolume: LoadVolume = { applications: 20_000, events: 10, registrationsPerEvent: 5_000, messages: 5_000, pageViews: 100_000, activity: 100_000 };

export interface LoadSeedOptions {
  /** The moment the seed treats as now: rows are spread over the year (page views the 30 days) before it. */
  now?: Date;
  /** The random sequence's seed: the same seed and volume give the same rows. */
  seed?: number;
}

/** What the benchmark needs to know about the rows it seeded: search terms that find a known share of them. */
export interface LoadSeedFacts {
  counts: { applications: number; statusChanges: number; registrations: number; messages: number; pageViews: number; activity: number };
  /** The organisers the activity entries are by (they have no password: nobody signs in as them). */
  organiserIds: string[];
  /** A surname carried by 1% of applicants, registrants and message senders, and nobody else. */
  rareSurname: string;
  /** An applicant's full mobile number. */
  applicantPhone: string;
  /** A registrant's mobile number as stored (01XXXXXXXXX), for the search across events. */
  registrantPhone: string;
  /** Applications whose transaction ID (trimmed, any case) another application also carries. */
  applicationsSharingTransactionId: number;
  events: { id: string; title: string; categoryIds: string[]; registrations: number }[];
}

export class LoadSeedRefusedError extends Error {}

// ---------------------------------------------------------------------------------------------
// A seeded random sequence (mulberry32): fast, and the same numbers on every run.

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A few distinct items, in the list's order. */
  some<T>(items: readonly T[], min: number, max: number): T[];
  digits(n: number): string;
  uuid(): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join("");
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    some: (items, min, max) => {
      const wanted = Math.min(items.length, int(min, max));
      const chosen = new Set<number>();
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return items.filter((_, index) => chosen.has(index));
    },
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(""),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// People

const rareSurname = "Talukder";
const maleFirst = ["Tahmid", "Rakibul", "Sadman", "Farhan", "Mahmudul", "Tanvir", "Arif", "Nafis", "Rifat", "Shahriar", "Imran", "Zarif", "Abrar", "Mushfiq", "Sabbir", "Fahim", "Raihan", "Ashik", "Nayeem", "Jubayer"];
const femaleFirst = ["Nusrat", "Sadia", "Raisa", "Ishrat", "Fatema", "Tasnim", "Farzana", "Lamia", "Anika", "Mim", "Sumaiya", "Tahsin", "Jannatul", "Nabila", "Afsana", "Sharmin", "Maliha", "Rubaiya", "Ayesha", "Tanjila"];
const middleNames = ["", "", "Hasan", "Jahan", "Islam", "Ahmed", "Afrin", "Kabir", "Tabassum", "Rahman"];
const surnames = ["Chowdhury", "Rahman", "Hossain", "Islam", "Ahmed", "Khan", "Sarkar", "Uddin", "Akter", "Sultana", "Haque", "Mia", "Biswas", "Das", "Roy", "Saha", "Bhuiyan", "Mollah", "Sheikh", "Karim", "Alam", "Siddique", "Majumder", "Paul", "Barua"];
/** Names written in Bangla, with the Latin spelling their owners use in an e-mail address. */
const banglaNames: [name: string, handle: string, surname: string][] = [
  ["মোঃ রাকিব হাসান", "rakib.hasan", "Hasan"],
  ["নুসরাত জাহান মিম", "nusrat.mim", "Jahan"],
  ["সাদিয়া আফরিন", "sadia.afrin", "Afrin"],
  ["তাহমিদ চৌধুরী", "tahmid.chowdhury", "Chowdhury"],
  ["ফারহানা আক্তার", "farhana.akter", "Akter"],
  ["ইশরাত জাহান তন্নি", "ishrat.tonni", "Jahan"],
  ["আবরার ফাহিম", "abrar.fahim", "Fahim"],
  ["সুমাইয়া ইসলাম", "sumaiya.islam", "Islam"],
  ["রাইসা তাবাসসুম", "raisa.tabassum", "Tabassum"],
  ["শাহরিয়ার কবির", "shahriar.kabir", "Kabir"],
];
const fathersFirst = ["Md. Abdul", "Md. Kamrul", "Mohammad Ali", "Abul Kalam", "Md. Nurul", "Golam", "Shafiqul", "Md. Mizanur", "Aminul", "Anwar"];
const mothersFirst = ["Rokeya", "Shahana", "Nasrin", "Hasina", "Rehana", "Salma", "Parveen", "Shirin", "Momtaz", "Kohinoor"];
const areas = ["Tejgaon", "Farmgate", "Mohammadpur", "Mirpur 10", "Dhanmondi", "Rampura", "Uttara Sector 7", "Badda", "Khilgaon", "Shantinagar", "Old Dhaka", "Gazipur", "Narayanganj", "Savar"];
const districts = ["Dhaka", "Cumilla", "Mymensingh", "Barishal", "Rajshahi", "Sylhet", "Khulna", "Rangpur", "Bogura", "Noakhali", "Faridpur", "Jessore"];
const emailDomains = ["example.com", "example.org", "example.net", "mail.example.com"];
const sections = ["Science A", "Science B", "Science C", "Science D", "Science E"];
const bloodGroups = ["A+", "A-", "B+", "B-", "O+", "O-", "AB+", "AB-"];

interface Person {
  name: string;
  surname: string;
  /** The ASCII part of an e-mail address. */
  handle: string;
}

/** 1 row in 100 (`index % 100 === 37`) carries the rare surname; about 1 in 12 others is written in Bangla. */
function person(random: Random, index: number): Person {
  const female = random.chance(0.5);
  const first = random.pick(female ? femaleFirst : maleFirst);
  if (index % 100 === 37) {
    return { name: `${first} ${rareSurname}`, surname: rareSurname, handle: `${first}.${rareSurname}`.toLowerCase() };
  }
  if (random.chance(0.08)) {
    const [name, handle, surname] = random.pick(banglaNames);
    return { name, surname, handle };
  }
  const surname = random.pick(surnames);
  const middle = random.pick(middleNames);
  const name = [female ? "" : random.chance(0.3) ? "Md." : "", first, middle, surname].filter(Boolean).join(" ");
  return { name, surname, handle: `${first}.${surname}`.toLowerCase() };
}

const mobile = (random: Random) => `01${random.pick(["3", "4", "5", "6", "7", "8", "9"])}${random.digits(8)}`;
const address = (random: Random) => `House ${random.int(1, 120)}, Road ${random.int(1, 30)}, ${random.pick(areas)}, ${random.pick(districts)}`;

const day = 86_400_000;
/** A moment within the `days` before `now`, more of them recent than old, as sign-ups come. */
const recentMoment = (random: Random, now: Date, days: number) => new Date(now.getTime() - Math.floor(random.next() ** 1.3 * days * day) - random.int(0, 3_599_999));

// ---------------------------------------------------------------------------------------------
// Membership applications, with their status history

type ApplicationRow = typeof applications.$inferInsert;
type StatusChangeRow = typeof applicationStatusChanges.$inferInsert;

const rejectionReasons = [
  "Transaction ID not found in the wallet statement",
  "Paid 100 TK instead of 200 TK",
  "Applied twice; the earlier application is kept",
  "Not a student of the college",
];
const reviewerEmail = "load-seed-reviewer@club.example";

const transactionAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789".split("");

/** bKash IDs have 10 characters, Nagad's 8. */
function transactionId(random: Random, wallet: string): string {
  const length = wallet === walletNumbers[0] ? 10 : 8;
  return Array.from({ length }, () => random.pick(transactionAlphabet)).join("");
}

/** The same ID as an organiser might find it typed by a second applicant: other case, stray spaces. */
function retyped(random: Random, id: string): string {
  return random.chance(0.5) ? id.toLowerCase() : ` ${id} `;
}

export function generateApplications(random: Random, count: number, now: Date) {
  const applications: ApplicationRow[] = [];
  const statusChanges: StatusChangeRow[] = [];
  let previousOnline: ApplicationRow | undefined;
  let sharedWithPrevious = false;
  for (let index = 0; index < count; index++) {
    const who = person(random, index);
    const createdAt = recentMoment(random, now, 365);
    const online = random.chance(0.6);
    const wallet = random.pick(walletNumbers);
    let transaction = online ? transactionId(random, wallet) : null;
    // About 1% of applications share a transaction ID with another: roughly one pair in 100 rows.
    if (online && previousOnline?.transactionId && !sharedWithPrevious && random.chance(0.009)) {
      transaction = retyped(random, previousOnline.transactionId.trim().toUpperCase());
      sharedWithPrevious = true;
    } else if (online) {
      sharedWithPrevious = false;
    }
    const status = random.pick(["pending", "pending", "pending", "pending", "pending", "payment_verified", "payment_verified", "approved", "approved", "rejected"] as const);
    const session = random.int(22, 25);
    const application: ApplicationRow = {
      id: random.uuid(),
      // The application as the join form sends it. Every value that varies is drawn here, in the same
      // order as always (the same seed gives the same rows); terms agreed and the fee are the factory's.
      ...applicationPayload({
        fullName: who.name,
        collegeRoll: `${session}${String(10_000 + index).padStart(6, "0")}`,
        email: `${who.handle}${index}@${random.pick(emailDomains)}`,
        phone: random.chance(0.95) ? mobile(random) : null,
        section: random.chance(0.9) ? random.pick(sections) : null,
        bloodGroup: random.chance(0.7) ? random.pick(bloodGroups) : null,
        fathersName: random.chance(0.85) ? `${random.pick(fathersFirst)} ${who.surname}` : null,
        fathersPhone: random.chance(0.7) ? mobile(random) : null,
        mothersName: random.chance(0.8) ? `${random.pick(mothersFirst)} Begum` : null,
        mothersPhone: random.chance(0.6) ? mobile(random) : null,
        permanentAddress: random.chance(0.8) ? address(random) : null,
        presentAddress: random.chance(0.9) ? address(random) : null,
        photoDriveLink: random.chance(0.5) ? `https://drive.example.com/file/d/${random.uuid()}/view` : null,
        facebookId: random.chance(0.6) ? `https://facebook.com/${who.handle}.${random.digits(3)}` : null,
        previousClubbingExperience: random.chance(0.3),
        extraQualificationActivities: random.chance(0.4),
        departments: random.some<DepartmentCode>(departmentCodes, 1, 3),
        paymentType: online ? "online" : "cash",
        paymentNumber: online ? wallet : null,
        accountName: online ? (random.chance(0.7) ? who.name : `${random.pick(fathersFirst)} ${who.surname}`) : null,
        accountNumber: online ? mobile(random) : null,
        transactionId: transaction,
      }),
      status,
      statusReason: status === "rejected" ? random.pick(rejectionReasons) : null,
      statusChangedAt: null,
      // Accepted the privacy policy and terms the factory's form sends when it was submitted (decision 123).
      consentAt: createdAt,
      createdAt,
    };
    // The history that led to the status: pending -> payment_verified -> approved, or rejected.
    const steps: (typeof status)[] = status === "approved" ? ["payment_verified", "approved"] : status === "pending" ? [] : [status];
    let from = "pending";
    let at = createdAt.getTime();
    for (const to of steps) {
      at = Math.min(now.getTime() - 60_000, at + random.int(1, 7 * 24) * 3_600_000);
      statusChanges.push({
        id: random.uuid(),
        applicationId: application.id!,
        fromStatus: from,
        toStatus: to,
        reason: to === "rejected" ? application.statusReason : null,
        organiserId: null,
        organiserEmail: reviewerEmail,
        createdAt: new Date(at),
      });
      from = to;
      application.statusChangedAt = new Date(at);
    }
    applications.push(application);
    if (online) previousOnline = application;
  }
  return { applications, statusChanges };
}

// ---------------------------------------------------------------------------------------------
// Events, their categories and forms

/** A stored form field as organisers write it (sample-content.ts has the same shape). */
interface StoredField {
  name?: string;
  question?: string;
  label?: string;
  type: string;
  placeholder?: string;
  required?: boolean;
  options?: string[];
}

const categoryNames = ["School", "College", "University", "Open"] as const;
type CategoryName = (typeof categoryNames)[number];

const fullName: StoredField = { name: "full_name", label: "Full Name", type: "text", placeholder: "As written on your ID card", required: true };
const email: StoredField = { name: "email", label: "Email Address", type: "email", placeholder: "you@example.com", required: true };
const phone: StoredField = { name: "phone", label: "Mobile Number", type: "tel", placeholder: "01XXXXXXXXX", required: true };

const fieldsByCategory: Record<CategoryName, StoredField[]> = {
  School: [
    { question: "Student's full name", type: "text", required: true },
    { name: "school_name", label: "School Name", type: "text", placeholder: "e.g. Tejgaon Government High School", required: true },
    { name: "class", label: "Class", type: "select", options: ["Class 6", "Class 7", "Class 8", "Class 9", "Class 10"], required: true },
    { name: "guardian_phone", label: "Guardian's Mobile Number", type: "tel", required: true },
    { ...email, required: false },
    { name: "student_id_card", label: "Photo of Student ID Card", type: "image", required: true },
  ],
  College: [
    fullName,
    { name: "college_name", label: "College Name", type: "text", required: true },
    { name: "college_roll", label: "College Roll", type: "text", placeholder: "e.g. 2412345" },
    phone,
    email,
    { name: "hsc_year", label: "HSC Year", type: "dropdown", options: ["HSC 2026", "HSC 2027", "HSC 2028"], required: true },
    { name: "tshirt_size", label: "T-shirt Size", type: "select", options: ["S", "M", "L", "XL", "XXL"] },
    { name: "photo", label: "Your Photo (for the ID card)", type: "image", required: true },
  ],
  University: [
    fullName,
    { name: "university", label: "University", type: "text", placeholder: "e.g. University of Dhaka", required: true },
    { name: "department", label: "Department", type: "select", options: ["CSE", "EEE", "Physics", "Chemistry", "Mathematics", "Other"], required: true },
    email,
    phone,
    { name: "cv", label: "CV (PDF or image)", type: "file" },
  ],
  Open: [
    fullName,
    email,
    phone,
    { name: "occupation", label: "Occupation", type: "select", options: ["Student", "Teacher", "Professional", "Other"], required: true },
    { name: "city", label: "City", type: "text" },
  ],
};

const eventPlans: { title: string; categories: CategoryName[]; fields: StoredField[] }[] = [
  {
    title: "National Science Festival",
    categories: ["School", "College", "University"],
    fields: [
      { name: "segment", label: "Segment", type: "radio", options: ["Project Display", "Science Olympiad", "Science Quiz", "Wall Magazine"], required: true },
      { name: "project_summary", label: "Project Summary", type: "textarea", placeholder: "What does your project do, in 3-4 sentences?" },
      { name: "project_proposal", label: "Project Proposal (PDF or photo)", type: "file" },
    ],
  },
  {
    title: "Inter-College Science Quiz",
    categories: ["College", "University"],
    fields: [
      { name: "team_name", label: "Team Name", type: "text", required: true },
      { name: "team_members", label: "Names of the other team members", type: "textarea" },
      { question: "How did you hear about the quiz?", type: "multiple_choice", options: ["Facebook page", "Campus ambassador", "Friends", "Teacher", "Poster on campus"] },
    ],
  },
  {
    title: "Robotics Workshop: Line Follower",
    categories: ["College", "University"],
    fields: [
      { name: "experience", label: "Have you built a robot before?", type: "radio", options: ["Never", "Once or twice", "Many times"], required: true },
      { name: "skills", label: "Which of these have you used?", type: "checkboxes", options: ["Arduino", "ESP32", "Raspberry Pi", "Soldering", "3D printing"] },
      { name: "laptop", label: "Can you bring a laptop?", type: "dropdown", options: ["Yes", "No"] },
      { name: "rules", label: "Workshop rules", type: "checkbox", options: ["I will bring my student ID card"], required: true },
    ],
  },
  {
    title: "Perseid Astronomy Night",
    categories: ["College", "Open"],
    fields: [
      { name: "telescope", label: "Telescope", type: "radio", options: ["I will bring one", "I need to share one"], required: true },
      { name: "arrival", label: "Arrival time", type: "time" },
    ],
  },
  {
    title: "Science Olympiad",
    categories: ["School", "College"],
    fields: [
      { name: "subjects", label: "Olympiad Subjects", type: "checkbox", options: ["Physics", "Chemistry", "Biology", "Mathematics", "ICT"], required: true },
      { name: "date_of_birth", label: "Date of Birth", type: "date", required: true },
      { name: "previous_olympiads", label: "Previous olympiad achievements", type: "textarea", placeholder: "List any medals or ranks" },
    ],
  },
  {
    title: "Student Research Paper Fair",
    categories: ["College", "University"],
    fields: [
      { name: "paper_title", label: "Research Paper Title", type: "text", required: true },
      { name: "abstract", label: "Abstract", type: "textarea", placeholder: "At most 250 words", required: true },
      { name: "paper", label: "Paper (PDF)", type: "file", required: true },
      { name: "rules_agreement", label: "Rules", type: "checkbox", options: ["The paper is our own work and follows the fair's rules"], required: true },
    ],
  },
  {
    title: "Water Rocket Camp",
    categories: ["School", "College", "Open"],
    fields: [
      { name: "team_size", label: "Number of Team Members", type: "number", placeholder: "1 to 3" },
      { name: "rocket_type", label: "Rocket", type: "select", options: ["Single bottle", "Two-stage", "With parachute"], required: true },
    ],
  },
  {
    title: "Science Photography Contest",
    categories: ["College", "University", "Open"],
    fields: [
      { name: "photo_title", label: "Title of your photo", type: "text", required: true },
      { name: "entry", label: "Your photo", type: "image", required: true },
      { name: "camera", label: "Camera", type: "select", options: ["Phone", "Compact", "DSLR or mirrorless"] },
      { name: "story", label: "The story behind it", type: "textarea" },
    ],
  },
  {
    title: "Programming Contest",
    categories: ["School", "College", "University"],
    fields: [
      { name: "handle", label: "Codeforces or AtCoder handle", type: "text" },
      { name: "language", label: "Main language", type: "select", options: ["C++", "Python", "Java", "C"], required: true },
      { name: "level", label: "Contest experience", type: "radio", options: ["First contest", "A few", "Regular"], required: true },
    ],
  },
  {
    title: "Wall Magazine Competition",
    categories: ["School", "College"],
    fields: [
      { name: "team_name", label: "Team Name", type: "text", required: true },
      { name: "theme", label: "Theme", type: "radio", options: ["Climate", "Space", "Health", "Bangladesh in science"], required: true },
      { name: "magazine_photo", label: "Photo of the magazine", type: "image", required: true },
    ],
  },
];

export interface SeededEvent {
  event: typeof events.$inferInsert;
  forms: { categoryId: string; fields: FormField[]; stored: StoredField[] }[];
}

export function generateEvents(random: Random, count: number, now: Date) {
  const categories = categoryNames.map((name, index) => ({ id: random.uuid(), name, displayOrder: index + 1 }));
  const categoryId = (name: CategoryName) => categories.find((c) => c.name === name)!.id;
  const seeded: SeededEvent[] = Array.from({ length: count }, (_, index) => {
    const plan = eventPlans[index % eventPlans.length]!;
    const year = 2026 + Math.floor(index / eventPlans.length);
    // From ten months ago to two months ahead: most events are over, their registrations closed.
    const months = count > 1 ? (index * 12) / (count - 1) - 10 : 0;
    const startsAt = new Date(now.getTime() + Math.round(months * 30 * day));
    const event = {
      id: random.uuid(),
      title: `${plan.title} ${year}`,
      description: `${plan.title} of the science club, open to ${plan.categories.join(", ").toLowerCase()} participants.`,
      location: random.pick(["Main auditorium", "Physics gallery", "College playground", "Online", "Science building, room 301"]),
      startsAt,
    };
    const forms = plan.categories.map((name) => {
      const stored = [...fieldsByCategory[name], ...plan.fields];
      return { categoryId: categoryId(name), stored, fields: normaliseFormFields(stored) };
    });
    return { event, forms };
  });
  return { categories, events: seeded };
}

// ---------------------------------------------------------------------------------------------
// Registrations: answers that pass the event's form

const schools = ["Tejgaon Government High School", "Motijheel Government Boys' High School", "Viqarunnisa Noon School", "Ideal School and College", "Dhanmondi Government Boys' High School"];
const colleges = ["Government Science College", "Notre Dame College", "Dhaka College", "Holy Cross College", "Dhaka Residential Model College", "Adamjee Cantonment College"];
const universities = ["University of Dhaka", "BUET", "Jahangirnagar University", "North South University", "BRAC University", "Khulna University"];
const sentences = [
  "We built a small water filter from sand, charcoal and gravel and measured how clear the water became.",
  "I have taken part in two olympiads at school and want to try the college round this year.",
  "Our team wants to show a model of a solar-powered irrigation pump for farmers in the haor areas.",
  "আমরা একটি ছোট রোবট বানাতে চাই যেটা লাইন ধরে চলতে পারে।",
  "The project measures air quality on the college rooftop every minute and shows it on a web page.",
  "I enjoy photographing insects and leaves with my phone's macro lens.",
];

function answer(random: Random, field: FormField, eventId: string, registrant: Person, createdAt: Date): string | string[] | undefined {
  const kind = fieldKind(field.type);
  if (!field.required && random.chance(0.3)) return undefined;
  switch (kind) {
    case "select":
    case "radio":
      return random.pick(field.options);
    case "checkboxes":
      return random.some(field.options, field.required ? 1 : 0, Math.min(3, field.options.length));
    case "file":
    case "image": {
      const type: UploadType = kind === "file" && random.chance(0.4) ? "pdf" : random.pick(["png", "jpg"] as const);
      return `upload:${uploadKey(eventId, field.name, createdAt.getTime() - random.int(5_000, 600_000), type)}`;
    }
    case "textarea":
      return random.some(sentences, 1, 2).join(" ");
    case undefined:
      return undefined;
    default:
      break;
  }
  switch (field.type) {
    case "email":
      return `${registrant.handle}${random.digits(3)}@${random.pick(emailDomains)}`;
    case "tel":
      return mobile(random);
    case "number":
      return String(random.int(1, 3));
    case "date":
      return `${random.int(2006, 2012)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    case "time":
      return `${String(random.int(16, 21)).padStart(2, "0")}:${random.pick(["00", "15", "30", "45"])}`;
  }
  if (field.name === "full_name" || field.name === "student_s_full_name") return registrant.name;
  if (field.name === "school_name") return random.pick(schools);
  if (field.name === "college_name") return random.pick(colleges);
  if (field.name === "university") return random.pick(universities);
  if (field.name === "college_roll") return `${random.int(22, 25)}${random.digits(5)}`;
  if (field.name === "city") return random.pick(districts);
  if (field.name === "team_name") return `Team ${random.pick(["Photon", "Quark", "Neutrino", "Ion", "Nova", "Helix", "Vector"])} ${random.int(1, 99)}`;
  if (field.name === "handle") return `${registrant.handle.replace(".", "_")}${random.digits(2)}`;
  return random.pick(sentences).split(" ").slice(0, random.int(3, 8)).join(" ");
}

export function generateRegistrations(random: Random, seeded: SeededEvent[], perEvent: number, now: Date) {
  const rows: (typeof eventRegistrations.$inferInsert)[] = [];
  for (const { event, forms } of seeded) {
    const closes = Math.min(now.getTime(), event.startsAt.getTime());
    for (let index = 0; index < perEvent; index++) {
      const form = random.pick(forms);
      const registrant = person(random, index);
      const createdAt = new Date(closes - Math.floor(random.next() ** 0.7 * 75 * day));
      const data: Record<string, string | string[]> = {};
      for (const field of form.fields) {
        const value = answer(random, field, event.id!, registrant, createdAt);
        if (value !== undefined && (typeof value === "string" || value.length > 0)) data[field.name] = value;
      }
      // Who it is from, as the server stores it (decision 100), so the console's possible doubles are looked for as in production.
      const contact = registrationContact(form.fields, data);
      rows.push({
        id: random.uuid(),
        eventId: event.id!,
        categoryId: form.categoryId,
        registrationData: data,
        contactEmail: contact.email,
        contactPhone: contact.phone,
        createdAt,
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Contact messages and page views

const subjects = ["Membership fee", "Olympiad registration", "Robotics workshop", "Sponsorship", "Volunteering at the festival", "Lost ID card", "Photo permission", null];
const messageTexts = [
  "Assalamu alaikum. I paid the membership fee through bKash yesterday but have not heard back. Could you check my application?",
  "Our school would like to send a team of three to the festival. Is there a fee for school teams, and when is the deadline?",
  "I found a calculator in the physics gallery after the quiz. Who should I give it to?",
  "আসসালামু আলাইকুম। ক্লাবে যোগ দিতে চাই, কবে নতুন সদস্য নেওয়া হবে?",
  "We are a local electronics shop and would be glad to sponsor the robotics workshop with components.",
  "Could you share the photos from the astronomy night? I would like to use one in our wall magazine, with credit.",
  "My registration for the olympiad shows the wrong class. I am in Class 9, not Class 8.",
];

export function generateMessages(random: Random, count: number, now: Date) {
  return Array.from({ length: count }, (_, index) => {
    const who = person(random, index);
    const createdAt = recentMoment(random, now, 365);
    const old = now.getTime() - createdAt.getTime() > 30 * day;
    const roll = random.next();
    const state = old ? (roll < 0.1 ? "unread" : roll < 0.7 ? "read" : "archived") : roll < 0.6 ? "unread" : roll < 0.95 ? "read" : "archived";
    return {
      id: random.uuid(),
      ...contactMessagePayload({
        name: who.name,
        email: `${who.handle}${random.digits(2)}@${random.pick(emailDomains)}`,
        subject: random.pick(subjects),
        message: random.pick(messageTexts),
      }),
      state,
      createdAt,
    } satisfies typeof contactMessages.$inferInsert;
  });
}

const referrers = ["https://www.google.com/", "https://www.google.com/", "https://www.facebook.com/", "https://m.facebook.com/", "https://l.instagram.com/", "https://www.bing.com/"];
const userAgents = [
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
];
/** Home and the lists get most visits, as they do on the site. */
const weightedPaths = [...publicPaths, "/", "/", "/", "/", "/events", "/events", "/events/upcoming-events", "/join-us", "/join-us", "/team", "/contact"];

/** Visits of 1 to 8 pages each, over the 30 days before `now`: the first from a search or social site, or typed. */
export function generatePageViews(random: Random, count: number, now: Date, siteOrigin = "https://club.example.org") {
  const rows: (typeof pageViews.$inferInsert)[] = [];
  while (rows.length < count) {
    const sessionId = random.uuid().replaceAll("-", "").slice(0, 16);
    const userAgent = random.pick(userAgents);
    let at = now.getTime() - random.int(60_000, 30 * day - 60_000);
    let previous: string | null = random.chance(0.6) ? random.pick(referrers) : null;
    for (let view = random.int(1, 8); view > 0 && rows.length < count; view--) {
      const path = random.pick(weightedPaths);
      rows.push({ id: random.uuid(), path, referrer: previous, userAgent, sessionId, createdAt: new Date(Math.min(at, now.getTime() - 1_000)) });
      previous = `${siteOrigin}${path}`;
      at += random.int(5_000, 180_000);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Inserting

/**
 * Each batch goes in as one JSON parameter that the database unpacks into rows
 * (json_populate_recordset): three times quicker than a parameter per value, on PGlite and PostgreSQL alike.
 */
/**
 * Activity-log entries over the year by a few organisers, as the console writes them: sign-ins,
 * status changes, file looks, exports of one event, event and form changes, each naming real rows.
 */
export function generateActivity(
  random: Random,
  count: number,
  now: Date,
  refs: { organisers: { id: string; email: string }[]; applicationIds: string[]; registrationIds: string[]; events: SeededEvent[] },
) {
  const rows: (typeof activityLog.$inferInsert)[] = [];
  const year = 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const organiser = random.pick(refs.organisers);
    const event = random.pick(refs.events);
    const form = random.pick(event.forms);
    const entry: Omit<typeof activityLog.$inferInsert, "organiserId" | "organiserEmail" | "createdAt"> = random.pick([
      { action: "sign-in", details: {} },
      { action: "sign-in", details: {} },
      { action: "application-status", subjectType: "join_request", subjectId: random.pick(refs.applicationIds), details: { status: "payment_verified", changed: 1, skipped: 0 } },
      { action: "file-view", subjectType: "event_registration", subjectId: random.pick(refs.registrationIds), details: { field: random.pick(form.fields).name, download: false } },
      { action: "export", subjectType: "event_registration", details: { area: "registrations", filters: { event: event.event.id!, category: form.categoryId }, searched: false } },
      { action: "content-changed", subjectType: "events", subjectId: event.event.id!, details: { name: event.event.title, fields: ["startsAt", "capacity"] } },
      { action: "content-changed", subjectType: "event_registration_forms", subjectId: event.event.id!, details: { name: event.event.title, fields: form.fields.slice(0, 2).map((f) => f.name) } },
    ]);
    rows.push({ ...entry, organiserId: organiser.id, organiserEmail: organiser.email, createdAt: new Date(now.getTime() - Math.floor(random.next() * year)) });
  }
  return rows;
}

async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][], batchSize: number) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => Object.hasOwn(row, key)));
  const names = sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`);
  }
}

/** Draws references of the site's shape (`GSC-XXXX-XX`), never the same one twice. */
export function uniqueReferences(random: Random): () => string {
  const drawn = new Set<string>();
  return () => {
    for (;;) {
      const code = Array.from({ length: 6 }, () => random.pick([...referenceAlphabet])).join("");
      const reference = `${referencePrefix}-${code.slice(0, 4)}-${code.slice(4)}`;
      if (!drawn.has(reference)) {
        drawn.add(reference);
        return reference;
      }
    }
  };
}

/** The seed only goes into a database nobody uses: no applications, registrations or organisers. */
export async function refuseUnlessScratch(db: Database): Promise<void> {
  for (const table of [applications, eventRegistrations, organisers]) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    if (row) {
      throw new LoadSeedRefusedError(
        "This database already has applications, registrations or organisers: the load seed only goes into a new, empty scratch database.",
      );
    }
  }
}

/** Inserts the load seed into an empty scratch database and says what it inserted. */
export async function insertLoadSeed(db: Database, volume: LoadVolume = fullLoadVolume, options: LoadSeedOptions = {}): Promise<LoadSeedFacts> {
  await refuseUnlessScratch(db);
  const now = options.now ?? new Date();
  const random = seededRandom(options.seed ?? 20_261_124);

  const { applications: applicationRows, statusChanges } = generateApplications(random, volume.applications, now);
  const { categories, events: seededEvents } = generateEvents(random, volume.events, now);
  const registrations = generateRegistrations(random, seededEvents, volume.registrationsPerEvent, now);
  const messages = generateMessages(random, volume.messages, now);
  const views = generatePageViews(random, volume.pageViews, now);
  // Each row's reference drawn here, distinct, from a sequence of its own (so every other value stays
  // as it was): the database's default draws each one alone, and 50,000 draws from about a billion
  // values collide with a probability of about 0.7, which failed the bulk insert.
  const references = uniqueReferences(seededRandom((options.seed ?? 20_261_124) ^ 0x5eed));
  for (const rows of [applicationRows, registrations, messages] as { reference?: string }[][]) for (const row of rows) row.reference = references();

  // Up to about 30,000 parameters a statement: within PostgreSQL's 65,535 and quick on PGlite.
  await insertInBatches(db, applications, applicationRows, 1_000);
  await insertInBatches(db, applicationStatusChanges, statusChanges, 4_000);
  await insertInBatches(db, eventCategories, categories, 100);
  await insertInBatches(db, events, seededEvents.map((e) => e.event), 100);
  await insertInBatches(
    db,
    eventRegistrationForms,
    seededEvents.flatMap(({ event, forms }) => forms.map((form) => ({ eventId: event.id!, categoryId: form.categoryId, formFields: form.stored }))),
    100,
  );
  await insertInBatches(db, eventRegistrations, registrations, 5_000);
  await insertInBatches(db, contactMessages, messages, 4_000);
  await insertInBatches(db, pageViews, views, 5_000);
  const seededOrganisers = ["Nadia Rahman", "Tanvir Hasan", "Mim Akter", "Rafi Chowdhury", "Sadia Islam"].map((name, index) => ({
    id: random.uuid(),
    name,
    email: `load-organiser-${index + 1}@club.example`,
    role: index === 0 ? "admin" : "reviewer",
  }));
  const activityRows = generateActivity(random, volume.activity ?? 0, now, {
    organisers: seededOrganisers,
    applicationIds: applicationRows.map((row) => row.id!),
    registrationIds: registrations.map((row) => row.id!),
    events: seededEvents,
  });
  if (activityRows.length > 0) {
    await insertInBatches(db, organisers, seededOrganisers, 100);
    await insertInBatches(db, activityLog, activityRows, 4_000);
  }

  const transactionCounts = new Map<string, number>();
  for (const application of applicationRows) {
    const key = application.transactionId?.trim().toUpperCase();
    if (key) transactionCounts.set(key, (transactionCounts.get(key) ?? 0) + 1);
  }
  return {
    counts: {
      applications: applicationRows.length,
      statusChanges: statusChanges.length,
      registrations: registrations.length,
      messages: messages.length,
      pageViews: views.length,
      activity: activityRows.length,
    },
    organiserIds: activityRows.length > 0 ? seededOrganisers.map((o) => o.id) : [],
    rareSurname,
    applicantPhone: applicationRows.find((a, index) => index > applicationRows.length / 2 && a.phone)?.phone ?? applicationRows.find((a) => a.phone)!.phone!,
    registrantPhone: registrations.find((r, index) => index > registrations.length / 2 && r.contactPhone)?.contactPhone ?? registrations.find((r) => r.contactPhone)!.contactPhone!,
    applicationsSharingTransactionId: [...transactionCounts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n, 0),
    events: seededEvents.map(({ event, forms }) => ({
      id: event.id!,
      title: event.title,
      categoryIds: forms.map((f) => f.categoryId),
      registrations: registrations.filter((r) => r.eventId === event.id).length,
    })),
  };
}
