import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { SubPageLinks } from "../components/ui/sub-page-links.tsx";
import { subPageLinks } from "../content/sub-pages.ts";
import { joinUsPageText } from "../content/pages/join-us.ts";
import { ApplicationForm } from "../features/join-us/components/application-form.tsx";
import { WhyJoin } from "../features/join-us/components/why-join.tsx";
import { pageMeta } from "../lib/meta.ts";
import { listsLoader } from "../lib/page-loaders.server.ts";
import { paths } from "../../shared/routes.ts";

export const meta = () => pageMeta(joinUsPageText);
export const loader = listsLoader(paths.joinUs);

export default function JoinUsPage() {
  const text = joinUsPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="mx-auto max-w-4xl">
          <SubPageLinks content={subPageLinks.joinUs} />
          <WhyJoin />
          <ApplicationForm />
        </div>
      </PageBody>
    </>
  );
}
