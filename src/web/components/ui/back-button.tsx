import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Icon } from "./icon.tsx";
import { paths } from "#shared/routes.ts";
import { buttonClasses } from "./button.tsx";
import { useInLang } from "../../lib/lang.ts";
import { useSiteText } from "../layout/site-text.tsx";

/** Whether this visit has an earlier page of the site to go back to. */
function hasPreviousPage(): boolean {
  // React Router numbers the entries of the history it manages; 0 is where this visit began.
  const state: unknown = window.history.state;
  const index = typeof state === "object" && state !== null && "idx" in state ? state.idx : 0;
  return typeof index === "number" && index > 0;
}

/**
 * Returns to the previous page of this visit. When the page was opened directly (no earlier page of
 * the site to return to) it leads home, and before the JavaScript runs it is a plain link home.
 */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { common } = useSiteText();
  const inLang = useInLang();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !hasPreviousPage()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={inLang(paths.home)} onClick={onClick} className={`${buttonClasses("secondary")} ${className ?? ""}`}>
      <Icon name="arrow-left" className="size-5" />
      {common.back}
    </Link>
  );
}
