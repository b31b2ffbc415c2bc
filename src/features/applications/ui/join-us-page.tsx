import { PageBody, PageHeader } from "#web/components/ui/page.tsx";
import { SubPageLinks } from "#web/components/ui/sub-page-links.tsx";
import type { SubPageLinks as SubPageLinksContent } from "#web/content/sub-pages.ts";
import type { PageText } from "#web/content/types.ts";
import { ApplicationForm } from "./application-form.tsx";
import { JoinUsTextContext, type JoinUsText } from "./join-us-text.ts";
import { WhyJoin } from "./why-join.tsx";

/** The Join Us page in the language of the words its route module hands it (routes/join-us.tsx, routes/bn/join-us.tsx). */
export function JoinUsPage({ page, subPages, content }: { page: PageText; subPages: SubPageLinksContent; content: JoinUsText }) {
  return (
    <JoinUsTextContext.Provider value={content}>
      <PageHeader title={page.heading} lead={page.description} />
      <PageBody>
        <div className="mx-auto max-w-4xl">
          <SubPageLinks content={subPages} />
          <WhyJoin />
          <ApplicationForm />
        </div>
      </PageBody>
    </JoinUsTextContext.Provider>
  );
}
