import { BackButton } from "../components/ui/back-button.tsx";
import { LegalDocumentView } from "../components/ui/legal-document.tsx";
import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { privacyPolicyPageText } from "../content/pages/privacy-policy.ts";
import { privacyPolicy, withRetention } from "../content/privacy-policy.ts";
import { retentionPreload, useRetentionRules } from "../features/privacy/retention-periods.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(privacyPolicyPageText);
// A data page (decision 113's pattern): the periods come from the retention settings (decision 120).
export const links = retentionPreload;

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
