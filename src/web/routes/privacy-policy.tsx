import { BackButton } from "../components/ui/back-button.tsx";
import { LegalDocumentView } from "../components/ui/legal-document.tsx";
import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { privacyPolicyPageText } from "../content/pages/privacy-policy.ts";
import { privacyPolicy, withRetention } from "../content/privacy-policy.ts";
import { useRetentionRules } from "../features/privacy/retention-periods.ts";
import { pageMeta } from "../lib/meta.ts";
import { listsLoader } from "../lib/page-loaders.server.ts";
import { paths } from "../../shared/routes.ts";

export const meta = () => pageMeta(privacyPolicyPageText);
export const loader = listsLoader(paths.privacyPolicy);

export default function PrivacyPolicyPage() {
  const text = privacyPolicyPageText;
  const rules = useRetentionRules();
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="max-w-4xl">
          <BackButton className="mb-8" />
          <LegalDocumentView document={withRetention(privacyPolicy, rules)} />
        </div>
      </PageBody>
    </>
  );
}
