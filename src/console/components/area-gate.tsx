import type { ReactNode } from "react";
import { mayUse, type ConsoleArea } from "#shared/console/roles.ts";
import { useSession } from "../lib/session.ts";

/**
 * Shows a page only to roles allowed to use it. The server refuses the data anyway (403); this
 * spares the organiser a page of errors and says why.
 */
export function AreaGate({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const session = useSession();
  if (!session.data) return null;
  if (!mayUse(session.data.organiser.role, area)) {
    return (
      <section className="grid max-w-xl gap-2 rounded-card border border-line bg-surface p-6" aria-labelledby="forbidden-heading">
        <h1 id="forbidden-heading" className="text-xl font-bold text-brand-900">
          Not for your role
        </h1>
        <p className="text-muted">Your role does not allow this page. Ask an admin if you need it.</p>
      </section>
    );
  }
  return children;
}
