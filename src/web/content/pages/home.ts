import type { PageText } from "../types.ts";

export const homePageText: PageText<"home"> = {
  page: "home",
  heading: "Where curious minds build the future",
  title: "Home",
  description:
    "The science club of Government Science College, Dhaka: ten departments, festivals, olympiads, robotics and research since 1981.",
};
