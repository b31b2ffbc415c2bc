import { Outlet } from "react-router";
import { siteText } from "../../content/site.ts";
import { SiteFrame } from "./site-frame.tsx";
import { ErrorPage } from "./error-page.tsx";

/** Every English page but home: navigation, the page, footer. The Bangla pages' is routes/bn/site-layout.tsx. */
export default function SiteLayout() {
  return (
    <SiteFrame text={siteText}>
      <Outlet />
    </SiteFrame>
  );
}

/** A page that failed to render (or whose data did not arrive), in English, inside the frame. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <SiteFrame text={siteText}>
      <ErrorPage error={error} text={siteText} />
    </SiteFrame>
  );
}
