import type { DepartmentCode } from "./departments.ts";

/**
 * The ten departments' names in Bangla (docs/glossary-bn.md), for Bangla pages and the
 * e-mails of visitors who wrote from them. A separate module from departments.ts, so English pages
 * never carry them.
 */
export const departmentNamesBn: Readonly<Record<DepartmentCode, string>> = {
  project_display_research_paper: "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র",
  wall_magazine_scrapbook: "দেয়াল পত্রিকা ও স্ক্র্যাপবুক",
  press_publications: "প্রেস ও প্রকাশনা",
  photography_media: "ফটোগ্রাফি ও মিডিয়া",
  quizzing_circuit: "কুইজিং সার্কিট",
  olympiad_circuit: "অলিম্পিয়াড সার্কিট",
  robotics_rocketry: "রোবটিক্স ও রকেট্রি",
  public_relations: "জনসংযোগ",
  it: "আইটি",
  gaming_affairs: "গেমিং বিষয়ক",
};
