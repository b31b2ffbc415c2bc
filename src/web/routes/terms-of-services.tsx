import { LegalPage } from "../components/ui/legal-document.tsx";
import { legalContent } from "../content/legal.ts";
import { termsOfServicesPageText } from "../content/pages/terms-of-services.ts";
import { termsOfServices } from "../content/terms-of-services.ts";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(termsOfServicesPageText);

export default function TermsOfServicesPage() {
  return <LegalPage page={termsOfServicesPageText} text={legalContent} document={termsOfServices} />;
}
