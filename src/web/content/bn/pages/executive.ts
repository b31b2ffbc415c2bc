import type { PageText } from "../../types.ts";

export const executivePageText: PageText<"executive"> = {
  page: "executive",
  heading: "কার্যনির্বাহী কমিটি",
  title: "কার্যনির্বাহী কমিটি",
  description: "এ বছর ক্লাবের নেতৃত্বে থাকা কার্যনির্বাহী কমিটির সঙ্গে পরিচিত হোন।",
};
