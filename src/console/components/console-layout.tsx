import { useMutation } from "@tanstack/react-query";
import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, Outlet } from "react-router";
import { UnsavedChangesGuard } from "./unsaved-changes.tsx";
import { consoleApiPaths, consolePagePaths } from "#shared/console/paths.ts";
import { roleLabels } from "#shared/console/roles.ts";
import type { Organiser } from "#shared/console/session.ts";
import { cn } from "../../web/lib/cn.ts";
import { consoleApi } from "../lib/api.ts";
import { queryClient } from "../lib/query-client.ts";
import { useSession } from "../lib/session.ts";
import { navFor } from "./console-nav.ts";
import { claimDoorCopies, doorCopiesBelongTo, doorOwner, wipeDoorCopies, wipeEndedDoorCopies } from "#features/check-in/console/door/door-wipe.ts";

/** Every signed-in console page: the menu for the organiser's role, their name, sign-out, and the page. */
export function ConsoleLayout() {
  const session = useSession();
  if (!session.data) {
    return (
      <p role="status" className="p-8 text-muted">
        {session.isError && !session.isFetching ? session.error.message : "Loading..."}
      </p>
    );
  }
  return <SignedIn organiser={session.data.organiser} />;
}

function SignedIn({ organiser }: { organiser: Organiser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Another organiser's copies, or this one's from another role, go before any page reads them.
  const owner = doorOwner(organiser);
  const [claimedFor, setClaimedFor] = useState(() => (doorCopiesBelongTo(owner) ? owner : null));
  useEffect(() => {
    if (claimedFor === owner) return;
    let stopped = false;
    void claimDoorCopies(owner).finally(() => {
      if (!stopped) setClaimedFor(owner);
    });
    return () => {
      stopped = true;
    };
  }, [claimedFor, owner]);
  // The door's copies of events that ended over a day ago go when the console opens, once the copies
  // are this organiser's (sweeping beside the claim's delete would make the database again, empty).
  const claimed = claimedFor === owner;
  useEffect(() => {
    if (claimed) wipeEndedDoorCopies().catch(() => undefined);
  }, [claimed]);
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#console-main"
        className="sr-only z-50 rounded bg-white px-3 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between bg-brand-950 px-4 py-3 text-white lg:hidden">
        <span className="font-bold">Organiser console</span>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-white/10"
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </header>
      <aside
        id="console-menu"
        className={cn("bg-brand-950 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col", menuOpen ? "flex flex-col" : "hidden")}
      >
        <p className="hidden px-6 pt-6 text-lg font-bold lg:block">Organiser console</p>
        <nav aria-label="Console" className="flex-1 px-3 py-4 lg:min-h-0 lg:overflow-y-auto">
          <ul className="grid gap-1">
            {navFor(organiser.role).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === consolePagePaths.home}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-brand-100 hover:bg-white/10 hover:text-white",
                      isActive && "bg-white/15 text-white",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-5" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <OrganiserCard organiser={organiser} />
      </aside>
      <main id="console-main" tabIndex={-1} className="min-w-0 px-4 py-6 sm:px-8 lg:py-10">
        <UnsavedChangesGuard>{claimed ? <Outlet /> : <p role="status" className="text-muted">Loading...</p>}</UnsavedChangesGuard>
      </main>
    </div>
  );
}

function OrganiserCard({ organiser }: { organiser: Organiser }) {
  const signOut = useMutation({
    mutationFn: () => consoleApi.post<void>(consoleApiPaths.signOut),
    onSettled: async () => {
      queryClient.clear();
      // Nothing of the door stays on a signed-out device.
      await wipeDoorCopies();
      window.location.assign(consolePagePaths.signIn);
    },
  });
  return (
    <div className="border-t border-white/15 px-6 py-4">
      <p className="font-semibold">{organiser.name}</p>
      <p className="truncate text-sm text-brand-100">{organiser.email}</p>
      <p className="text-sm text-brand-100">{roleLabels[organiser.role]}</p>
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/40 px-3 py-1.5 text-sm font-semibold hover:bg-white/10"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign out
      </button>
    </div>
  );
}
