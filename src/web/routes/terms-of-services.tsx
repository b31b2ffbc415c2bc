import { BackButton } from "../components/ui/back-button.tsx";
import { LegalDocumentView } from "../components/ui/legal-document.tsx";
import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { termsOfServicesPageText } from "../content/pages/terms-of-services.ts";
import { termsOfServices } from "../content/terms-of-services.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(termsOfServicesPageText);

export default function TermsOfServicesPage() {
  const text = termsOfServicesPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <div className="max-w-4xl">
          <BackButton className="mb-8" />
          <LegalDocumentView document={termsOfServices} />
        </div>
      </PageBody>
    </>
  );
}
