import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import type { PageText } from "#web/content/types.ts";
import { StatusForm } from "./status-form.tsx";
import { StatusTextContext, type StatusText } from "./status-text.ts";

/** /join-us/status in the language of the words its route module hands it. */
export function StatusPage({ page, text }: { page: PageText; text: StatusText }) {
  return (
    <StatusTextContext.Provider value={text}>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <StatusForm />
      </PageBody>
    </StatusTextContext.Provider>
  );
}
