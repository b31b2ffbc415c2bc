import { Link, useLocation } from "react-router";
import { listPlaceState } from "#console/components/list-place.tsx";
import { applicationPagePath } from "#console/lib/application-path.ts";
import { registrationPagePath } from "#console/lib/registration-path.ts";

/** An application's reference, opening its console page (whose back link returns here). */
export function ApplicationLink({ id, reference, label, kind = "application" }: { id: string; reference: string; label?: string; kind?: "application" | "registration" }) {
  const location = useLocation();
  return (
    <Link
      // A paid event registration opens its own console page.
      to={kind === "registration" ? registrationPagePath(id) : applicationPagePath(id)}
      state={listPlaceState(location)}
      aria-label={label}
      className="font-mono font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {reference}
    </Link>
  );
}
