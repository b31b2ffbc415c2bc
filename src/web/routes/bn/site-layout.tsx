import { Outlet } from "react-router";
import { ErrorPage } from "../../components/layout/error-page.tsx";
import { SiteFrame } from "../../components/layout/site-frame.tsx";
import { siteText } from "../../content/bn/site.ts";
import { bengaliFontLinks } from "../../lib/bengali-font.ts";

/** Every Bangla page but home (issue 32): the frame in Bangla, and the Bengali font. */
export const links = bengaliFontLinks;

export default function SiteLayoutBn() {
  return (
    <SiteFrame text={siteText}>
      <Outlet />
    </SiteFrame>
  );
}

/** A Bangla page that failed to render. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <>
      <ErrorPage error={error} text={siteText} />
    </>
  );
}
