import { LegalPage } from "../../components/ui/legal-document.tsx";
import { legalContent } from "../../content/bn/legal.ts";
import { privacyPolicyPageText } from "../../content/bn/pages/privacy-policy.ts";
import { privacyPolicy, withRetention } from "../../content/bn/privacy-policy.ts";
import { useRetentionRules } from "#features/retention/ui/retention-periods.ts";
import { pageMeta } from "../../lib/meta.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { listsLoader } from "../../lib/page-loaders.server.ts";
import { pageDataOrLoadInPage } from "../../lib/page-data.ts";
import { paths } from "#shared/routes.ts";

export const meta = () => pageMeta(privacyPolicyPageText, "bn", siteNamesBn);
export const loader = listsLoader(paths.privacyPolicy);
// A failed data request shows the page, which loads its lists itself.
export const clientLoader = pageDataOrLoadInPage;

export default function PrivacyPolicyPageBn() {
  const rules = useRetentionRules();
  return <LegalPage page={privacyPolicyPageText} text={legalContent} document={withRetention(privacyPolicy, rules)} />;
}
