import { BackButton } from "../components/ui/back-button.tsx";
import { LegalDocumentView } from "../components/ui/legal-document.tsx";
import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { privacyPolicyPageText } from "../content/pages/privacy-policy.ts";
import { privacyPolicy } from "../content/privacy-policy.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(privacyPolicyPageText);

export default function PrivacyPolicyPage() {
  const text = privacyPolicyPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="max-w-4xl">
          <BackButton className="mb-8" />
          <LegalDocumentView document={privacyPolicy} />
        </div>
      </PageBody>
    </>
  );
}
