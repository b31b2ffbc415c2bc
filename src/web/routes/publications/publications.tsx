import { listsText } from "../../content/lists.ts";
import { publicationsPageText, publicationsSubPages } from "../../content/pages/publications.ts";
import { PublicationsPage } from "#features/club-work/ui/publications-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(publicationsPageText);
export const loader = listsLoader(paths.publications);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function PublicationsPageRoute() {
  return <PublicationsPage text={publicationsPageText} lists={listsText} subPages={publicationsSubPages} />;
}
