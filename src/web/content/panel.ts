import type { IconName } from "../components/ui/icon-set.ts";
import { paths, type SitePath } from "../../shared/routes.ts";
import type { InfoCardText } from "./types.ts";

export interface PanelGroup {
  title: string;
  text: string;
  buttonLabel: string;
  path: SitePath;
  icon: IconName;
}

export const panelContent = {
  cards: [
    {
      title: "Led by students",
      icon: "vote",
      paragraphs: [
        "The club is run by its members. Each year a new executive committee takes charge, supported by a " +
          "sub-executive team that leads the departments and the day-to-day work, with teachers of the college as advisors.",
      ],
    },
    {
      title: "How the panel works",
      icon: "workflow",
      paragraphs: [
        "The executive committee sets the year's plans and takes the major decisions. Sub-executives turn those " +
          "plans into festivals, workshops and publications. Alumni stay close as mentors, judges and friends.",
      ],
    },
  ] satisfies InfoCardText[],
  groupsHeading: "Meet the panel",
  groups: [
    {
      title: "Executive Committee",
      text: "The elected leadership team: the president, vice presidents, secretaries and treasurer.",
      buttonLabel: "Meet the committee",
      path: paths.executive,
      icon: "crown",
    },
    {
      title: "Sub-Executive",
      text: "The organisers, department leads, reporters and volunteers who make every event happen.",
      buttonLabel: "Meet the sub-executives",
      path: paths.subExecutive,
      icon: "users-round",
    },
    {
      title: "Alumni",
      text: "Former members, where their curiosity has taken them, and how to reach them.",
      buttonLabel: "Meet our alumni",
      path: paths.alumni,
      icon: "graduation-cap",
    },
  ] satisfies PanelGroup[],
};
