/**
 * The submissions visitors send, as the browser posts them: a membership application, a contact
 * message and an event registration. Each factory returns a new object with the same realistic
 * defaults; a test overrides the fields it is about. The results are typed with the shared schemas'
 * output (what the browser sends once the form has parsed its values), so a schema change the
 * defaults no longer fit fails the type check here.
 */
import type { RegistrationSubmission } from "../../src/shared/api/events.ts";
import type { Application } from "#features/applications/rules.ts";
import type { ContactMessage } from "#features/messages/rules.ts";
import { currentConsentVersions } from "../../src/shared/legal-versions.ts";
import { defaultMembershipFee, walletNumbers } from "../../src/shared/membership.ts";
import { sampleCategoryIds, sampleEventIds } from "../../src/server/db/sample-content.ts";

/** A membership application paid online, for POST /api/join-requests. */
export function applicationPayload(overrides: Partial<Application> = {}): Application {
  return {
    lang: "en",
    fullName: "Ayesha Rahman",
    collegeRoll: "2024-117",
    email: "ayesha.rahman@example.org",
    phone: "01711111111",
    section: "B",
    bloodGroup: "O+",
    fathersName: "Karim Rahman",
    fathersPhone: "01711222222",
    mothersName: "Nasrin Rahman",
    mothersPhone: null,
    permanentAddress: "Mirpur, Dhaka",
    presentAddress: "Tejgaon, Dhaka",
    photoDriveLink: "https://drive.example.org/ayesha",
    facebookId: "ayesha.r",
    previousClubbingExperience: true,
    extraQualificationActivities: false,
    termsAgreement: true,
    departments: ["robotics_rocketry", "it"],
    totalAmount: defaultMembershipFee,
    paymentType: "online",
    paymentNumber: walletNumbers[0]!,
    accountName: "Ayesha Rahman",
    accountNumber: "01711111111",
    transactionId: "TX9A8B7C",
    ...currentConsentVersions,
    ...overrides,
  };
}

/** A membership application paid in cash: the four online payment fields are null. */
export function cashApplicationPayload(overrides: Partial<Application> = {}): Application {
  return applicationPayload({ paymentType: "cash", paymentNumber: null, accountName: null, accountNumber: null, transactionId: null, ...overrides });
}

/**
 * An applicant's name, college roll and e-mail, each carrying `marker`. No two stored applications
 * may share the e-mail or the college roll, so a new marker makes a new application.
 */
export function markedApplicant(marker: string): Pick<Application, "fullName" | "collegeRoll" | "email"> {
  return { fullName: `Ayesha ${marker}`, collegeRoll: `roll-${marker}`, email: `${marker}@example.org` };
}

/** A message to the club, for POST /api/contact-messages. */
export function contactMessagePayload(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    lang: "en",
    name: "Rafi Ahmed",
    email: "rafi@example.org",
    subject: "Olympiad camp",
    message: "When does the next camp start?",
    ...overrides,
  };
}

type RegistrationAnswers = RegistrationSubmission["registrationData"];

/** Answers to the College form of the sample Robotics Workshop (src/server/db/sample-content.ts), every field filled. */
export function roboticsAnswers(overrides: RegistrationAnswers = {}): RegistrationAnswers {
  return {
    full_name: "Nadia Islam",
    college_roll: "2412345",
    section: "Science B",
    phone: "01700000000",
    email: "nadia@example.org",
    age: "17",
    experience: "Once or twice",
    laptop: "Yes",
    why_join: "To build a robot.",
    ...overrides,
  };
}

let registrants = 0;

/**
 * An e-mail address and a mobile number no other call in this test file gives: an event takes one
 * registration per person (docs/decisions/100), so a test that registers several times needs several people.
 */
export function newRegistrantContact(): { email: string; phone: string } {
  registrants += 1;
  return { email: `registrant${registrants}@example.org`, phone: `0171${String(registrants).padStart(7, "0")}` };
}

/** A registration for POST /api/event-registrations: by default the sample Robotics Workshop's College form, answered. */
export function registrationPayload(overrides: Partial<RegistrationSubmission> = {}): RegistrationSubmission {
  return {
    eventId: sampleEventIds.roboticsWorkshop,
    categoryId: sampleCategoryIds.college,
    registrationData: roboticsAnswers(),
    ...currentConsentVersions,
    lang: "en",
    ...overrides,
  };
}

/**
 * A submission body with the privacy policy and terms versions the site's forms send (docs/decisions/123),
 * for tests that build the rest of the body themselves; a version the body sets itself wins.
 */
export function withConsentVersions<T extends object>(body: T): typeof currentConsentVersions & T {
  return { ...currentConsentVersions, ...body };
}
