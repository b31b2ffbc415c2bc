import type { PageText } from "../../types.ts";

export const panelPageText: PageText<"panel"> = {
  page: "panel",
  heading: "আমাদের প্যানেল",
  title: "প্যানেল",
  description: "যাঁরা ক্লাবের নেতৃত্ব দেন: কার্যনির্বাহী কমিটি, উপ-কার্যনির্বাহী টিম এবং আমাদের প্রাক্তন সদস্যরা।",
};
