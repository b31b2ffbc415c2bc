import { NotFoundPage } from "../../components/not-found-page.tsx";
import { notFoundContent } from "../../content/bn/not-found.ts";
import { notFoundPageText } from "../../content/bn/pages/not-found.ts";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(notFoundPageText, "bn", siteNamesBn);

export default function NotFoundRouteBn() {
  return <NotFoundPage text={{ page: notFoundPageText, ...notFoundContent }} />;
}
