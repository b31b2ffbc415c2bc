import type { PageText } from "../../types.ts";

export const privacyPolicyPageText: PageText<"privacyPolicy"> = {
  page: "privacyPolicy",
  heading: "গোপনীয়তা নীতি",
  title: "গোপনীয়তা নীতি",
  description: "এই সাইটের মাধ্যমে ক্লাব কী সংগ্রহ করে, কেন করে, এবং কীভাবে তা সুরক্ষিত রাখা হয়।",
};
