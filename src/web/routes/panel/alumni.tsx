import { listsText } from "../../content/lists.ts";
import { alumniPageText } from "../../content/pages/alumni.ts";
import { AlumniPage } from "#features/people-lists/ui/alumni-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(alumniPageText);
export const loader = listsLoader(paths.alumni);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function AlumniPageRoute() {
  return <AlumniPage text={alumniPageText} lists={listsText} />;
}
