import { NotFoundPage } from "../components/not-found-page.tsx";
import { notFoundContent } from "../content/not-found.ts";
import { notFoundPageText } from "../content/pages/not-found.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(notFoundPageText);

export default function NotFoundRoute() {
  return <NotFoundPage text={{ page: notFoundPageText, ...notFoundContent }} />;
}
