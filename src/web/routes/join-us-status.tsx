import { PageBody, PageHeader } from "../components/ui/page.tsx";
import { joinUsStatusPageText } from "../content/pages/join-us-status.ts";
import { StatusForm } from "../features/join-us-status/components/status-form.tsx";
import { pageMeta } from "../lib/meta.ts";

export const meta = () => pageMeta(joinUsStatusPageText);

export default function JoinUsStatusPage() {
  const text = joinUsStatusPageText;
  return (
    <>
      <PageHeader title={text.heading} lead={text.description} />
      <PageBody>
        <StatusForm />
      </PageBody>
    </>
  );
}
