import { paths } from "#shared/routes.ts";
import type { navigation as english } from "../navigation.ts";

/** The top navigation in Bangla (docs/glossary-bn.md), in the same order and to the same pages as the English. */
export const navigation: typeof english = [
  { label: "প্রথম পাতা", path: paths.home },
  {
    label: "আমাদের সম্পর্কে",
    path: paths.about,
    children: [
      { label: "ক্লাব সম্পর্কে", path: paths.about },
      { label: "লক্ষ্য", path: paths.mission },
      { label: "রূপকল্প", path: paths.vision },
      { label: "ইতিহাস", path: paths.history },
    ],
  },
  {
    label: "প্যানেল",
    path: paths.panel,
    children: [
      { label: "প্যানেল পরিচিতি", path: paths.panel },
      { label: "কার্যনির্বাহী কমিটি", path: paths.executive },
      { label: "উপ-কার্যনির্বাহী", path: paths.subExecutive },
      { label: "প্রাক্তন সদস্য", path: paths.alumni },
    ],
  },
  { label: "টিম", path: paths.team },
  { label: "ইভেন্ট", path: paths.events },
  { label: "প্রকল্প", path: paths.projects },
  { label: "প্রকাশনা", path: paths.publications },
  {
    label: "লিডারবোর্ড",
    path: "/leaderboard",
    children: [
      { label: "ক্লাব পার্টনার", path: paths.clubPartners },
      { label: "ক্যাম্পাস অ্যাম্বাসেডর", path: paths.campusAmbassadors },
    ],
  },
  { label: "যোগ দিন", path: paths.joinUs },
  { label: "যোগাযোগ", path: paths.contact },
];
