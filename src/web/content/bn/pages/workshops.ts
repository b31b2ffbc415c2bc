import type { PageText } from "../../types.ts";

export const workshopsPageText: PageText<"workshops"> = {
  page: "workshops",
  heading: "কর্মশালা",
  title: "কর্মশালা",
  description: "প্রোগ্রামিং, এআই ও মেশিন লার্নিং, ডেটা ও সিস্টেম এবং গবেষণা পদ্ধতিতে হাতে-কলমে কর্মশালা।",
};
