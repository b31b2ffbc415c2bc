import { CloudOff, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { dhakaDateTime } from "#shared/club-time.ts";
import { consoleApiPath, consolePagePaths } from "#shared/console/paths.ts";
import { AreaGate } from "#console/components/area-gate.tsx";
import { Notice } from "#console/components/notice.tsx";
import { PageHeader } from "#console/components/page-header.tsx";
import { useSession } from "#console/lib/session.ts";
import { useLiveCount } from "../api/door-api.ts";
import { DoorCount } from "../components/door-count.tsx";
import { DoorSearch } from "../components/door-search.tsx";
import { DoorStatus, dhakaClock } from "../components/door-status.tsx";
import { TicketScanner } from "../components/ticket-scanner.tsx";
import { UndoLast } from "../components/undo-last.tsx";
import { useDoor } from "../door/use-door.ts";
import { registerDoorWorker } from "../door/door-worker.ts";
import { keepWalkInForms } from "../api/register-walk-in.ts";

/**
 * The door of one event, phone first: scan or search, the answer in one
 * glance, an undo for a minute and the live count; offline it works from this device's copy and
 * syncs when the network returns.
 */
export function DoorPage() {
  return (
    <AreaGate area="checkIn">
      <Door />
    </AreaGate>
  );
}

function Door() {
  const { eventId = "" } = useParams();
  // Keeps the door's pages and code on this phone for a cold start with no network, and the event's
  // forms for walk-ins registered with none.
  useEffect(() => {
    registerDoorWorker();
    const keepForms = () => {
      if (navigator.onLine && navigator.serviceWorker?.controller) keepWalkInForms(eventId).catch(() => undefined);
    };
    keepForms();
    navigator.serviceWorker?.addEventListener("controllerchange", keepForms);
    return () => navigator.serviceWorker?.removeEventListener("controllerchange", keepForms);
  }, [eventId]);
  const session = useSession();
  const door = useDoor(eventId, { id: session.data?.organiser.id ?? "", name: session.data?.organiser.name ?? "" });
  const count = useLiveCount(eventId, door.online);
  const title = door.copy ? door.copy.list.event.title : "The door";
  const upToDateAt = door.upToDateAt === null ? null : new Date(door.upToDateAt).toISOString();
  if (door.missing && !door.copy) {
    return (
      <Notice variant="error" title="There is no such event open for check-in.">
        <Link to={consolePagePaths.checkIn} className="underline">
          Back to the events
        </Link>
      </Notice>
    );
  }
  return (
    <div className="grid max-w-3xl gap-5">
      <PageHeader title={title} description={door.copy ? `${dhakaDateTime(door.copy.list.event.startsAt)} (Dhaka time)` : "Loading the event's list..."} />
      {!door.online && (
        <Notice variant="info" title="Offline — working from this device's copy" role="status">
          Scans and searches are answered here; check-ins wait on this device and sync when the network returns.
        </Notice>
      )}
      <p role="status" data-door-sync className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
        <RefreshCw aria-hidden="true" className="size-5" />
        <span>
          {upToDateAt === null ? (
            "List not fetched yet"
          ) : (
            <>
              List up to date as of <time dateTime={upToDateAt}>{dhakaClock(upToDateAt)}</time>
            </>
          )}
        </span>
        <span aria-hidden="true">·</span>
        <span className={door.queued > 0 ? "font-semibold" : undefined}>{door.queued} waiting to sync</span>
        {door.online && door.queued > 0 && (
          <button type="button" onClick={() => void door.sync()} className="ml-2 min-h-10 rounded-lg border border-line px-3 text-sm hover:bg-brand-50">
            Sync now
          </button>
        )}
      </p>
      {door.walkIns
        .filter((walkIn) => walkIn.refusal)
        .map((walkIn) => (
          <Notice key={walkIn.key} variant="error" role="alert" title={`Walk-in not registered: ${walkIn.name ?? "(no name given)"} (${walkIn.provisionalReference})`}>
            <p>{walkIn.refusal}</p>
            <button type="button" onClick={() => void door.dismissWalkIn(walkIn.key)} className="mt-2 min-h-10 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-brand-50">
              Seen: dismiss
            </button>
          </Notice>
        ))}
      {door.problem && (
        <p role="alert" className="flex items-center gap-2 font-medium text-danger">
          <CloudOff aria-hidden="true" className="size-5 shrink-0" />
          {door.problem}
        </p>
      )}
      <TicketScanner
        onRead={(text) => void door.scan(text)}
        answer={
          <>
            <DoorStatus answer={door.answer} />
            {/* The undo belongs to the answer on screen: a green check-in made here, named as shown; none for amber or red. */}
            {door.answer?.result === "checked_in" && door.last?.registrationId === door.answer.registrationId && <UndoLast last={door.last} onUndo={() => void door.undo()} />}
          </>
        }
      />
      <DoorSearch eventId={eventId} online={door.online} copy={door.copy} onCheckIn={door.checkIn} />
      <DoorCount count={door.online ? (count.data ?? door.copy?.count()) : door.copy?.count()} local={!door.online || !count.data} />
      <nav aria-label="More for this event" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={consoleApiPath(consolePagePaths.walkIn, { eventId })} className="font-semibold text-brand-800 underline underline-offset-4">
          Register a walk-in
        </Link>
        <Link to={consoleApiPath(consolePagePaths.doorList, { eventId })} className="font-semibold text-brand-800 underline underline-offset-4">
          Door list to print
        </Link>
        <Link to={consolePagePaths.checkIn} className="font-semibold text-brand-800 underline underline-offset-4">
          All events
        </Link>
      </nav>
    </div>
  );
}
