/**
 * The phone fields' format hint: the words of `phoneHint` in src/shared/phone.ts (a test keeps them
 * equal), written here so the page's first visit does not load the phone rules, which travel with
 * the submit path (docs/decisions/081-submit-path-on-first-interaction.md).
 */
const phoneHint = "11 digits starting with 01, e.g. 01712-345678 (+880 and Bangla digits are fine)";

import { departments, type DepartmentCode } from "../../shared/departments.ts";
import { paths } from "../../shared/routes.ts";
import type { SubPageLinks } from "./sub-pages.ts";

/**
 * The Join Us page's words, as data the club can edit. Field labels follow spec section 2. Its Bangla
 * twin is content/bn/join-us.ts, typed by this one (so not `as const`).
 */
export const joinUsContent = {
  whyJoinTitle: "Why Join Us?",
  whyJoin: [
    "Work on real experiments, models and research papers with students who share your curiosity.",
    "Compete in olympiads, quiz circuits and national science festivals with the club behind you.",
    "Learn from seniors, alumni and teachers who have walked the same path.",
    "Organise festivals, workshops and talks, and learn to lead a team.",
  ],
  benefitsTitle: "Membership Benefits",
  benefits: [
    "A place in up to all ten departments, for one fixed fee.",
    "Priority registration for the club's workshops, camps and festivals.",
    "Training for science olympiads, quizzes and project displays.",
    "A membership certificate and a record of your contributions.",
    "Access to the club's equipment, library and project space.",
  ],
  formTitle: "Membership Application",
  formIntro: "Fields marked with an asterisk are required. Everything you send is used only for your membership.",
  sections: {
    personal: "Personal Information",
    family: "Family Information",
    address: "Address Information",
    social: "Social & Experience Information",
  },
  labels: {
    fullName: "Name",
    collegeRoll: "College Roll",
    email: "Email",
    phone: "Phone Number",
    section: "Section",
    bloodGroup: "Blood Group",
    fathersName: "Father's Name",
    fathersPhone: "Father's Phone Number",
    mothersName: "Mother's Name",
    mothersPhone: "Mother's Phone Number",
    permanentAddress: "Permanent Address",
    presentAddress: "Present Address",
    photoDriveLink: "Photo Drive Link",
    facebookId: "Facebook ID",
    previousClubbingExperience: "Any previous clubbing experience?",
    extraQualificationActivities: "Extra qualification/Social Activities?",
  },
  hints: {
    phone: phoneHint,
    fathersPhone: phoneHint,
    mothersPhone: phoneHint,
    bloodGroup: "e.g., A+, B-, O+, AB+",
    photoDriveLink: "A shareable link to a recent photo of you (Google Drive or similar).",
  },
  /** The departments' names, in the club's order (the checklist's order). */
  departmentNames: Object.fromEntries(departments.map((d) => [d.code, d.name])) as Readonly<Record<DepartmentCode, string>>,
  departmentsTitle: "Select Departments",
  departmentsIntro: "Choose every department you would like to join.",
  termsTitle: "Terms and Conditions",
  /** The fee is the one set on the console's Payments page (apiPaths.membership); undefined until it has loaded. */
  terms: (fee: number | undefined) => [
    "Members attend the club's meetings and events regularly and take part in the work of their departments.",
    "Members follow the club's code of conduct and treat every member, guest and teacher with respect.",
    fee === undefined
      ? "The membership fee is not refundable once the application is accepted."
      : `The membership fee of ${fee} TK is not refundable once the application is accepted.`,
    "The club may contact you by phone or e-mail about your application and its activities.",
  ],
  termsLinkText: "Read the full terms of services",
  agreementLabel: "I agree to the terms and conditions",
  missing: {
    lead: "Still needed to submit:",
    department: "at least one department",
    terms: "the terms agreement",
    paymentType: "a payment type",
    /** Between the last two missing choices, and after the sentence. */
    and: "and",
    end: ".",
  },
  submit: "Submit Application",
  submitting: "Submitting...",
  /** What a failed submit says when even the submit path could not be loaded; the other notices load with it (join-us-payment.ts). */
  notices: {
    failureTitle: "Submission failed",
    unexpected: "An unexpected error occurred. Please try again later.",
  },
};

/**
 * The link beneath Join Us, for an applicant who comes back with the reference from the confirmation
 * panel or e-mail. Here, with the page's words, as every page's links are (sub-pages.ts), so Join Us's
 * first visit loads no other page's links.
 */
export const joinUsSubPages: SubPageLinks = {
  label: "Already applied?",
  links: [{ label: "Check your application's status", path: paths.joinUsStatus }],
};
