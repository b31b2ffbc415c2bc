import type { PageText } from "../../types.ts";

export const campusAmbassadorsPageText: PageText<"campusAmbassadors"> = {
  page: "campusAmbassadors",
  heading: "ক্যাম্পাস অ্যাম্বাসেডর লিডারবোর্ড",
  title: "ক্যাম্পাস অ্যাম্বাসেডর লিডারবোর্ড",
  description: "ক্লাবের ক্যাম্পাস অ্যাম্বাসেডরদের অর্জিত পয়েন্ট।",
};
