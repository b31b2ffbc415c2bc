import { listsText } from "../../content/lists.ts";
import { alumniPageText } from "../../content/pages/alumni.ts";
import { AlumniPage } from "../../features/alumni/components/alumni-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { paths } from "../../../shared/routes.ts";

export const meta = () => pageMeta(alumniPageText);
export const loader = listsLoader(paths.alumni);

export default function AlumniPageRoute() {
  return <AlumniPage text={alumniPageText} lists={listsText} />;
}
