import type { PageText } from "../types.ts";

export const notFoundPageText: PageText<"notFound"> = {
  page: "notFound",
  heading: "Oops! Page not found",
  title: "Page not found",
  description: "The page you were looking for does not exist.",
};
