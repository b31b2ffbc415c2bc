import { describe, expect, it } from "vitest";
import {
  applicationErrorMessages,
  applicationErrorText,
  applicationMessages,
  applicationSchema,
  type ApplicationInput,
} from "./rules.ts";
import { currentConsentVersions, legalVersionMessages } from "#shared/legal-versions.ts";
import { defaultMembershipFee, membershipTotal, walletNumbers } from "#shared/membership.ts";

const cash: ApplicationInput = {
  fullName: "  Ayesha Rahman ",
  collegeRoll: " 2024-117 ",
  email: "  Ayesha.Rahman@Example.ORG ",
  phone: " 01711-111111 ",
  section: "",
  bloodGroup: "  ",
  fathersName: "Karim Rahman",
  fathersPhone: null,
  mothersName: "",
  mothersPhone: "",
  permanentAddress: "Mirpur, Dhaka",
  presentAddress: "",
  photoDriveLink: "https://drive.example.org/photo",
  facebookId: "",
  previousClubbingExperience: true,
  extraQualificationActivities: false,
  termsAgreement: true,
  departments: ["robotics_rocketry", "it"],
  totalAmount: defaultMembershipFee,
  paymentType: "cash",
  paymentNumber: "",
  accountName: "",
  accountNumber: "",
  transactionId: "",
  ...currentConsentVersions,
};

const online: ApplicationInput = {
  ...cash,
  paymentType: "online",
  paymentNumber: walletNumbers[1] ?? "",
  accountName: " Ayesha Rahman ",
  accountNumber: "01711111111",
  transactionId: " TX9A8B7C ",
};

function messagesFor(input: unknown): string[] {
  const result = applicationSchema.safeParse(input);
  if (result.success) return [];
  return applicationErrorMessages(result.error);
}

describe("applicationSchema", () => {
  it("trims text, lower-cases the email and turns blank optional fields into null", () => {
    const result = applicationSchema.parse(cash);
    expect(result).toMatchObject({
      fullName: "Ayesha Rahman",
      collegeRoll: "2024-117",
      email: "ayesha.rahman@example.org",
      phone: "01711111111",
      section: null,
      bloodGroup: null,
      fathersName: "Karim Rahman",
      fathersPhone: null,
      mothersName: null,
      presentAddress: null,
      facebookId: null,
      previousClubbingExperience: true,
      extraQualificationActivities: false,
      termsAgreement: true,
      departments: ["robotics_rocketry", "it"],
      totalAmount: 200,
    });
  });

  it("stores null in every online-only field for a cash payment, even when they were typed", () => {
    const result = applicationSchema.parse({ ...online, paymentType: "cash" });
    expect(result).toMatchObject({
      paymentType: "cash",
      paymentNumber: null,
      accountName: null,
      accountNumber: null,
      transactionId: null,
    });
  });

  it("keeps the trimmed online fields for an online payment", () => {
    const result = applicationSchema.parse(online);
    expect(result).toMatchObject({
      paymentType: "online",
      paymentNumber: walletNumbers[1],
      accountName: "Ayesha Rahman",
      accountNumber: "01711111111",
      transactionId: "TX9A8B7C",
    });
  });

  it("takes only the current privacy policy and terms, refusing an older or a missing one with the sentence to reload", () => {
    expect(applicationSchema.parse(cash)).toMatchObject(currentConsentVersions);
    const older = applicationSchema.safeParse({ ...cash, privacyPolicyVersion: "2020-01-01", termsVersion: "2020-01-01" });
    expect(older.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["privacyPolicyVersion", legalVersionMessages.privacyPolicy],
      ["termsVersion", legalVersionMessages.terms],
    ]);
    const { termsVersion: _left, ...withoutTerms } = cash;
    expect(messagesFor(withoutTerms)).toEqual([legalVersionMessages.terms]);
  });

  it("accepts its own output, so the server can parse what the browser sends", () => {
    for (const input of [cash, online]) {
      const once = applicationSchema.parse(input);
      expect(applicationSchema.parse(once)).toEqual(once);
    }
  });

  it.each([
    [applicationMessages.nameRequired, { fullName: "   " }],
    [applicationMessages.rollRequired, { collegeRoll: "" }],
    [applicationMessages.emailRequired, { email: "  " }],
    [applicationMessages.emailInvalid, { email: "ayesha@example" }],
    [applicationMessages.emailInvalid, { email: "ayesha rahman@example.org" }],
    [applicationMessages.emailInvalid, { email: "ayesha@@example.org" }],
    [applicationMessages.termsRequired, { termsAgreement: false }],
    [applicationMessages.departmentRequired, { departments: [] }],
    [applicationMessages.paymentTypeRequired, { paymentType: "" }],
  ])("reports '%s' alone", (message, change) => {
    expect(messagesFor({ ...cash, ...change })).toEqual([message]);
  });

  it.each([
    [applicationMessages.paymentNumberRequired, { paymentNumber: "" }],
    [applicationMessages.paymentNumberRequired, { paymentNumber: "01900-999999" }],
    [applicationMessages.accountNameRequired, { accountName: " " }],
    [applicationMessages.accountNumberRequired, { accountNumber: "" }],
    [applicationMessages.transactionIdRequired, { transactionId: null }],
  ])("reports '%s' alone for an online payment", (message, change) => {
    expect(messagesFor({ ...online, ...change })).toEqual([message]);
  });

  it("collects every failure in the spec's order and joins them with commas", () => {
    const empty = {
      ...online,
      fullName: " ",
      collegeRoll: " ",
      email: "not an email",
      termsAgreement: false,
      departments: [],
      paymentNumber: "",
      accountName: "",
      accountNumber: " ",
      transactionId: "",
    };
    expect(messagesFor(empty)).toEqual([
      "Name is required",
      "College Roll is required",
      "Please enter a valid email address",
      "You must agree to the terms and conditions",
      "Please select at least one department",
      "Please select a payment number for online payment",
      "Account name is required for online payment",
      "Account number is required for online payment",
      "Transaction ID is required for online payment",
    ]);
    const noEmailNoPaymentType = { ...empty, email: "", paymentType: "" };
    const result = applicationSchema.safeParse(noEmailNoPaymentType);
    expect(result.success).toBe(false);
    expect(applicationErrorText(result.error!)).toBe(
      "Name is required, College Roll is required, Email is required, You must agree to the terms and conditions, " +
        "Please select at least one department, Please select a payment type",
    );
  });

  it("stores every phone number as 01XXXXXXXXX and refuses what is not a mobile number, naming the field", () => {
    const result = applicationSchema.parse({ ...cash, phone: "+880 1711-111111", fathersPhone: "০১৮১২৩৪৫৬৭৮", mothersPhone: " " });
    expect(result).toMatchObject({ phone: "01711111111", fathersPhone: "01812345678", mothersPhone: null });
    expect(messagesFor({ ...cash, phone: "12345", mothersPhone: "01712" })).toEqual([
      "Phone Number must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678",
      "Mother's Phone Number must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678",
    ]);
  });

  it("lists the spec's messages before other rules, whatever the field order", () => {
    expect(messagesFor({ ...online, phone: "1".repeat(40), transactionId: "" })).toEqual([
      applicationMessages.transactionIdRequired,
      "Phone Number must be at most 32 characters",
    ]);
  });

  it.each([
    ["an unknown field", { ...cash, id: "6f1c2d4e-0000-4000-8000-000000000000" }],
    ["a negative total amount", { ...cash, totalAmount: -200 }],
    ["a total amount with poisha", { ...cash, totalAmount: 200.5 }],
    ["a total amount as text", { ...cash, totalAmount: "200" }],
    ["an unknown department code", { ...cash, departments: ["astrology"] }],
    ["a department chosen twice", { ...cash, departments: ["it", "it"] }],
    ["a payment type outside cash and online", { ...cash, paymentType: "card" }],
    ["a photo link that is not a web address", { ...cash, photoDriveLink: "javascript:alert(1)" }],
    ["an over-long name", { ...cash, fullName: "a".repeat(201) }],
    ["an over-long address", { ...cash, presentAddress: "a".repeat(501) }],
    ["a number instead of a flag", { ...cash, previousClubbingExperience: 1 }],
    ["null", null],
    ["nothing", undefined],
    ["a list", [online]],
    ["a string", "online"],
  ])("rejects %s", (_label, input) => {
    expect(applicationSchema.safeParse(input).success).toBe(false);
  });
});

describe("membershipTotal", () => {
  it("is nothing before a department is chosen and the one fee for one or all ten", () => {
    expect(membershipTotal(0, 200)).toBe(0);
    expect(membershipTotal(1, 200)).toBe(200);
    expect(membershipTotal(10, 300)).toBe(300);
  });
});
