import { LegalPage } from "../../components/ui/legal-document.tsx";
import { legalContent } from "../../content/bn/legal.ts";
import { termsOfServicesPageText } from "../../content/bn/pages/terms-of-services.ts";
import { termsOfServices } from "../../content/bn/terms-of-services.ts";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";

export const meta = () => pageMeta(termsOfServicesPageText, "bn", siteNamesBn);

export default function TermsOfServicesPageBn() {
  return <LegalPage page={termsOfServicesPageText} text={legalContent} document={termsOfServices} />;
}
