import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../../shared/routes.ts";
import { buttonClasses } from "./button.tsx";

/**
 * Returns to the previous page of this visit. When the page was opened directly (no earlier page in
 * the site's history) it leads home, and before the JavaScript runs it is a plain link home.
 */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first page of a visit the key "default".
  const hasPrevious = location.key !== "default";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasPrevious || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={paths.home} onClick={onClick} className={`${buttonClasses("secondary")} ${className ?? ""}`}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      Back
    </Link>
  );
}
