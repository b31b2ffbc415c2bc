import type { PageText } from "../types.ts";

export const publicationsPageText: PageText<"publications"> = {
  page: "publications",
  heading: "Publications",
  title: "Publications",
  description: "Papers, articles and magazines published by the club's members.",
};
