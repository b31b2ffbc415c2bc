/** What the 404 page says beneath its heading (content/pages/not-found.ts). */
export const notFoundContent = {
  lead: "The page you were looking for does not exist, or it has moved.",
  home: "Return to Home",
  code: "404",
};
