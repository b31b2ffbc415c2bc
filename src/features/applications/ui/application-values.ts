import type { DepartmentCode } from "#shared/departments.ts";
import { limits } from "#shared/limits.ts";
import type { PaymentType } from "#shared/membership.ts";

/** What the application form holds while the applicant types: raw text, before the shared schema. */
export interface ApplicationValues {
  fullName: string;
  collegeRoll: string;
  email: string;
  phone: string;
  section: string;
  bloodGroup: string;
  fathersName: string;
  fathersPhone: string;
  mothersName: string;
  mothersPhone: string;
  permanentAddress: string;
  presentAddress: string;
  photoDriveLink: string;
  facebookId: string;
  previousClubbingExperience: boolean;
  extraQualificationActivities: boolean;
  departments: DepartmentCode[];
  termsAgreement: boolean;
  paymentType: PaymentType | "";
  paymentNumber: string;
  accountName: string;
  accountNumber: string;
  transactionId: string;
}

export type FlagName = "previousClubbingExperience" | "extraQualificationActivities" | "termsAgreement";

/** The online payment's typed fields, shown only for online payment (payment-fields.tsx). */
export type OnlinePaymentFieldName = "accountName" | "accountNumber" | "transactionId";

/** The applicant's fields typed as free text (the payment number is chosen, not typed). */
export type TextFieldName = Exclude<keyof ApplicationValues, FlagName | OnlinePaymentFieldName | "departments" | "paymentType" | "paymentNumber">;

export const emptyApplication: ApplicationValues = {
  fullName: "",
  collegeRoll: "",
  email: "",
  phone: "",
  section: "",
  bloodGroup: "",
  fathersName: "",
  fathersPhone: "",
  mothersName: "",
  mothersPhone: "",
  permanentAddress: "",
  presentAddress: "",
  photoDriveLink: "",
  facebookId: "",
  previousClubbingExperience: false,
  extraQualificationActivities: false,
  departments: [],
  termsAgreement: false,
  paymentType: "",
  paymentNumber: "",
  accountName: "",
  accountNumber: "",
  transactionId: "",
};

/** The input-level length of each text field, the same as the server's limit. */
export const textFieldLimits: Record<TextFieldName, number> = {
  fullName: limits.shortText,
  collegeRoll: limits.shortText,
  email: limits.email,
  phone: limits.phone,
  section: limits.shortText,
  bloodGroup: limits.bloodGroup,
  fathersName: limits.shortText,
  fathersPhone: limits.phone,
  mothersName: limits.shortText,
  mothersPhone: limits.phone,
  permanentAddress: limits.address,
  presentAddress: limits.address,
  photoDriveLink: limits.url,
  facebookId: limits.shortText,
};
