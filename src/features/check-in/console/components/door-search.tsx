import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { SearchInput } from "#console/components/search-box.tsx";
import { ApiError } from "#console/lib/api.ts";
import { searchDoor } from "../api/door-api.ts";
import type { DoorCopy, DoorPersonRow } from "../door/door-logic.ts";
import { dhakaClock } from "./door-status.tsx";

/**
 * Finding someone without their ticket (decision 136): online the server searches the
 * beginnings of names' words, references, and whole phones and e-mails; offline (or past the door's
 * pace) the device's copy, which holds names and references only.
 */
export function DoorSearch({ eventId, online, copy, onCheckIn }: { eventId: string; online: boolean; copy: DoorCopy | null; onCheckIn: (registrationId: string) => Promise<void> }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [wanted, setWanted] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setWanted(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = wanted.length >= 2;
  const server = useQuery({ queryKey: ["check-in", "search", eventId, wanted] as const, queryFn: () => searchDoor(eventId, wanted), enabled: online && searching, retry: false });
  const local = !online || server.isError;
  // Past the door's pace: the server's wait is said, and the copy answers names and references meanwhile.
  const wait = server.error instanceof ApiError && server.error.status === 429 ? server.error.message : null;
  const found: { results: DoorPersonRow[]; more: boolean } | undefined = !searching ? undefined : local ? copy?.search(wanted) : server.data;

  return (
    <section aria-labelledby="search-heading" className="grid gap-3">
      <h2 id="search-heading" className="text-lg font-bold text-brand-900">
        Search
      </h2>
      <form role="search" onSubmit={(event) => (event.preventDefault(), setWanted(text.trim()))} className="grid gap-1.5">
        <label htmlFor={id} className="font-medium text-ink">
          {local ? "Name or reference" : "Name, phone, e-mail or reference"}
        </label>
        <SearchInput id={id} value={text} onChange={(event) => setText(event.currentTarget.value)} autoComplete="off" className="max-w-md" />
        {wait ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {wait} Meanwhile this device's copy answers names and references.
          </p>
        ) : local ? (
          <p className="text-sm text-muted">Offline: this device's copy holds names and references only, no phones or e-mails.</p>
        ) : (
          <p className="text-sm text-muted">A phone number or e-mail finds someone only when typed in full.</p>
        )}
      </form>
      {searching && found && (
        <div aria-live="polite">
          {found.results.length === 0 ? (
            <p className="text-muted">Nobody found for "{wanted}".</p>
          ) : (
            <ul className="grid gap-2">
              {found.results.map((person) => (
                <li key={person.registrationId} data-door-person className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{person.name ?? "(no name given)"}</p>
                    <p className="text-sm text-muted">
                      {person.category} · <span className="font-mono">{person.reference}</span>
                    </p>
                    <p className={person.checkedIn ? "text-sm font-semibold text-amber-900" : "text-sm text-muted"}>
                      {person.checkedIn ? `In at ${dhakaClock(person.checkedIn.at)}${person.checkedIn.by ? ` by ${person.checkedIn.by}` : ""}` : "Not checked in"}
                    </p>
                  </div>
                  {/* Only someone not in yet can be checked in. */}
                  {!person.checkedIn && (
                    <button
                      type="button"
                      onClick={async () => {
                        await onCheckIn(person.registrationId);
                        // The results then show who is in now.
                        await queryClient.invalidateQueries({ queryKey: ["check-in", "search", eventId] });
                      }}
                      className="min-h-12 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      Check in<span className="sr-only"> {person.name ?? person.reference}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {found.more && <p className="mt-2 text-sm text-muted">More match: type more of the name.</p>}
        </div>
      )}
    </section>
  );
}
