import { workshopsPageText } from "../../../content/bn/pages/workshops.ts";
import { workshopsContent } from "../../../content/bn/workshops.ts";
import { WorkshopsPage } from "../../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { siteNamesBn } from "../../../../shared/site-names-bn.ts";

export const meta = () => pageMeta(workshopsPageText, "bn", siteNamesBn);

export default function WorkshopsPageBn() {
  return <WorkshopsPage page={workshopsPageText} content={workshopsContent} />;
}
