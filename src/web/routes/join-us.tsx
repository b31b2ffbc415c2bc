import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { SubPageLinks } from "../components/ui/sub-page-links.tsx";
import { subPageLinks } from "../content/sub-pages.ts";
import { joinUsPageText } from "../content/pages/join-us.ts";
import { ApplicationForm } from "../features/join-us/components/application-form.tsx";
import { WhyJoin } from "../features/join-us/components/why-join.tsx";
import { pageMeta } from "../lib/meta.ts";
import { membershipFeePreload } from "../features/join-us/api/membership-fee.ts";

export const meta = () => pageMeta(joinUsPageText);
// The fee is a payments setting: the server renders the page with it (docs/decisions/057).
export const links = membershipFeePreload;

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
