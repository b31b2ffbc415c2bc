import { workshopsPageText } from "../../../content/bn/pages/workshops.ts";
import { workshopsContent } from "../../../content/bn/workshops.ts";
import { WorkshopsPage } from "../../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../../lib/meta.ts";

export const meta = () => pageMeta(workshopsPageText, "bn");

export default function WorkshopsPageBn() {
  return <WorkshopsPage page={workshopsPageText} content={workshopsContent} />;
}
