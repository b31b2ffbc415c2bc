import { workshopsPageText } from "../../content/pages/workshops.ts";
import { workshopsContent } from "../../content/workshops.ts";
import { WorkshopsPage } from "../../features/events/components/static-events-pages.tsx";
import { pageMeta } from "../../lib/meta.ts";

export const meta = () => pageMeta(workshopsPageText);

export default function WorkshopsPageEn() {
  return <WorkshopsPage page={workshopsPageText} content={workshopsContent} />;
}
