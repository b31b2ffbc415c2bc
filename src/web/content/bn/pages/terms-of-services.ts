import type { PageText } from "../../types.ts";

export const termsOfServicesPageText: PageText<"termsOfServices"> = {
  page: "termsOfServices",
  heading: "সেবার শর্তাবলি",
  title: "সেবার শর্তাবলি",
  description: "সদস্যপদ, ইভেন্ট এবং ক্লাবের সাইট ও উপকরণ ব্যবহারের শর্তাবলি।",
};
