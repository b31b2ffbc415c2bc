import type { LucideIcon } from "lucide-react";

/** A titled card of prose with an icon: the building block of the club's own pages. */
export interface InfoCardText {
  title: string;
  icon: LucideIcon;
  paragraphs: string[];
}
