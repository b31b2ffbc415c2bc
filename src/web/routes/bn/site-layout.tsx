import { Outlet } from "react-router";
import { ErrorPage } from "../../components/layout/error-page.tsx";
import { SiteFrame } from "../../components/layout/site-frame.tsx";
import { siteText } from "../../content/bn/site.ts";

/** Every Bangla page but home: the frame in Bangla (the Bengali font comes with the HTML, entry.server.tsx). */
export default function SiteLayoutBn() {
  return (
    <SiteFrame text={siteText}>
      <Outlet />
    </SiteFrame>
  );
}

/** A Bangla page that failed to render (or whose data did not arrive), inside the frame. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <SiteFrame text={siteText}>
      <ErrorPage error={error} text={siteText} />
    </SiteFrame>
  );
}
