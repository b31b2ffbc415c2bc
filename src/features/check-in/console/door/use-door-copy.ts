import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { doorChangesMax, syncBatchMax, type SyncAnswer, type SyncRefusal } from "../../contract.ts";
import { ApiError, isUnauthorised, isUnreachable } from "#console/lib/api.ts";
import { goToSignIn } from "#console/lib/query-client.ts";
import { getDoorChanges, getOfflineList, postSync } from "../api/door-api.ts";
import { registerWalkIn } from "../api/register-walk-in.ts";
import { DoorCopy, doorStoredMeasure, type DoorMark } from "./door-logic.ts";
import { confirmList, dropWalkIn, keepMarks, learnChanges, readDoor, readMarks, readWalkIns, refuseWalkIn, storeList, type QueuedWalkIn, type StoredMark } from "./door-store.ts";

const syncEveryMs = 5_000;
/** How often an online door asks for other devices' changes: each shows on every phone within 2 s. */
const changesEveryMs = 1_000;
const listEveryMs = 30_000;

/** The id sent for a queued check-in that does not say who scanned it. */
const nobody = "00000000-0000-4000-8000-000000000000";

/** Why a check-in made offline was not kept, as the door says it. */
function refusalText(reason: SyncRefusal, scannedByName: string | undefined): string {
  if (reason === "scanned_by_other") return `A check-in made offline was not synced: scanned by ${scannedByName || "someone else"}.`;
  if (reason === "time_outside") return "A check-in made offline was not synced: its time is outside the list's download and now.";
  return "A check-in made offline could not be kept: cancelled or moved to the waiting list meanwhile.";
}

/** The server's words for a walk-in it refused at sync, with the reference it already holds for a duplicate. */
function walkInRefusal(error: ApiError): string {
  const body = error.body;
  const reference = body && typeof body === "object" && "reference" in body && typeof body.reference === "string" ? body.reference : null;
  return reference && !error.message.includes(reference) ? `${error.message} Registered already as ${reference}.` : error.message;
}

const marksById = (marks: StoredMark[]) => new Map<string, DoorMark>(marks.map((mark) => [mark.registrationId, mark]));

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * One event's copy on this device: read from IndexedDB when the door opens, the
 * server's newer version when there is one (ETag), the queue's count, and the sync of the queue
 * whenever the server can be reached again.
 */
export function useDoorCopy(eventId: string, onSynced?: (results: SyncAnswer["results"]) => void) {
  const queryClient = useQueryClient();
  const onSyncedRef = useRef(onSynced);
  useEffect(() => {
    onSyncedRef.current = onSynced;
  }, [onSynced]);
  const browserOnline = useOnline();
  // The browser may say online while the server cannot be reached: the last request says.
  const [reachable, setReachable] = useState(true);
  const online = browserOnline && reachable;
  const [copy, setCopy] = useState<DoorCopy | null>(null);
  const [queued, setQueued] = useState(0);
  const [syncProblem, setSyncProblem] = useState<string | null>(null);
  /** Walk-ins registered here with no network: waiting, or refused by the server at sync. */
  const [walkIns, setWalkIns] = useState<QueuedWalkIn[]>([]);
  const [missing, setMissing] = useState(false);
  /** When the server last said the copy is current (device time), or null before it ever did. */
  const [upToDateAt, setUpToDateAt] = useState<number | null>(null);
  const copyRef = useRef<DoorCopy | null>(null);
  const etagRef = useRef<string | undefined>(undefined);
  const syncing = useRef(false);

  const show = useCallback((next: DoorCopy | null) => {
    copyRef.current = next;
    setCopy(next);
  }, []);

  /** A failed call: sign in again, or work from the copy until the server answers again. */
  const failed = useCallback((error: unknown): boolean => {
    if (isUnauthorised(error)) goToSignIn();
    if (isUnreachable(error)) {
      setReachable(false);
      return true;
    }
    return false;
  }, []);

  const reloadMarks = useCallback(async () => {
    const [{ marks, queue }, held] = await Promise.all([readMarks(eventId), readWalkIns(eventId)]);
    setWalkIns(held);
    setQueued(queue.length + held.filter((walkIn) => !walkIn.refusal).length);
    if (copyRef.current) show(copyRef.current.withMarks(marksById(marks)));
  }, [eventId, show]);

  const refreshList = useCallback(async () => {
    const askedAt = Date.now();
    try {
      const fresh = await getOfflineList(eventId, etagRef.current);
      setReachable(true);
      // An answer to an earlier ask, come in late, does not move the time shown back.
      setUpToDateAt((shown) => Math.max(shown ?? askedAt, askedAt));
      if (!fresh) {
        await confirmList(eventId, askedAt);
        return;
      }
      const storing = performance.now();
      // Asked for before the list already kept (a sync's own ask answered first): the kept one is newer.
      if (!(await storeList(fresh.body, fresh.etag, askedAt))) return;
      // Read by scripts/door-storage-bench.ts: the "stored in the browser in <= 1 s".
      performance.measure(doorStoredMeasure, { start: storing });
      etagRef.current = fresh.etag;
      const [{ marks, queue }, held] = await Promise.all([readMarks(eventId), readWalkIns(eventId)]);
      setWalkIns(held);
      setQueued(queue.length + held.filter((walkIn) => !walkIn.refusal).length);
      // A list asked for later was stored and shown meanwhile: it stays.
      if ((copyRef.current?.fetchedAt ?? -Infinity) > askedAt) return;
      show(new DoorCopy(fresh.body, marksById(marks), askedAt));
    } catch (error) {
      if (!failed(error) && error instanceof Error && "status" in error && error.status === 404) setMissing(true);
    }
  }, [eventId, failed, show]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      let { queue } = await readMarks(eventId);
      if (queue.length > 0) setSyncProblem(null);
      while (queue.length > 0) {
        const batch = queue.slice(0, syncBatchMax);
        // Old queued check-ins (from before they said who scanned them) go as no one's: the server refuses them.
        const { results } = await postSync(
          eventId,
          batch.map(({ registrationId, at, scannedBy, listToken }) => ({ registrationId, at, scannedBy: scannedBy ?? nobody, listToken: listToken || "none" })),
        );
        setReachable(true);
        const kept: DoorMark[] = [];
        const refused: string[] = [];
        const problems: string[] = [];
        for (const result of results) {
          if (result.result !== "refused") {
            kept.push({ registrationId: result.registrationId, ...result.checkedIn, pending: false });
            continue;
          }
          refused.push(result.registrationId);
          const item = batch.find((queued) => queued.registrationId === result.registrationId);
          problems.push(refusalText(result.reason, item?.scannedByName));
        }
        await keepMarks(eventId, kept, refused);
        onSyncedRef.current?.(results);
        if (problems.length > 0) setSyncProblem([...new Set(problems)].join(" "));
        ({ queue } = await readMarks(eventId));
      }
      // Walk-ins registered offline, one by one with their keys: the server's duplicate and seat rules decide.
      for (const walkIn of await readWalkIns(eventId)) {
        if (walkIn.refusal || !walkIn.body) continue;
        try {
          const taken = await registerWalkIn(eventId, walkIn.body, walkIn.key);
          await keepMarks(eventId, [{ registrationId: taken.registrationId, ...taken.checkedIn, pending: false }]);
          await dropWalkIn(eventId, walkIn.key);
        } catch (error) {
          if (!(error instanceof ApiError) || isUnreachable(error) || error.status === 401) throw error;
          await refuseWalkIn(walkIn, walkInRefusal(error));
        }
      }
      await reloadMarks();
      await refreshList();
    } catch (error) {
      failed(error);
    } finally {
      syncing.current = false;
    }
  }, [eventId, failed, refreshList, reloadMarks]);

  // Other devices' check-ins, undos and walk-ins since the last look.
  const since = useRef<string | null>(null);
  const looking = useRef(false);
  const lookForChanges = useCallback(async () => {
    if (looking.current) return;
    looking.current = true;
    try {
      const askedAt = Date.now();
      const answer = await getDoorChanges(eventId, since.current ?? copyRef.current?.list.download?.at ?? null);
      since.current = answer.at;
      if (answer.changes.length === 0) return;
      await learnChanges(eventId, answer.changes, askedAt);
      await reloadMarks();
      void queryClient.invalidateQueries({ queryKey: ["check-in", "search", eventId] });
      void queryClient.invalidateQueries({ queryKey: ["check-in", "count", eventId] });
      // Someone new (a walk-in at another phone), or more changes than one look answers: the list again.
      if (answer.changes.length >= doorChangesMax || answer.changes.some((change) => !copyRef.current?.byId.has(change.registrationId))) void refreshList();
    } catch (error) {
      failed(error);
    } finally {
      looking.current = false;
    }
  }, [eventId, failed, queryClient, refreshList, reloadMarks]);

  const hasCopy = copy !== null;
  useEffect(() => {
    if (!online || !hasCopy) return;
    const timer = window.setInterval(() => void lookForChanges(), changesEveryMs);
    return () => window.clearInterval(timer);
  }, [online, hasCopy, lookForChanges]);

  // Open: the copy kept on this device first, then the server's newer version if any.
  useEffect(() => {
    let stopped = false;
    void Promise.all([readDoor(eventId), readWalkIns(eventId)]).then(([{ event, marks, queue }, held]) => {
      if (stopped) return;
      setWalkIns(held);
      setQueued(queue.length + held.filter((walkIn) => !walkIn.refusal).length);
      if (event) {
        setUpToDateAt((shown) => shown ?? event.confirmedAt ?? event.fetchedAt);
        etagRef.current = event.etag;
        show(new DoorCopy(event.list, marksById(marks), event.fetchedAt));
      }
      void refreshList();
    });
    return () => {
      stopped = true;
    };
  }, [eventId, refreshList, show]);

  // Back in view (a walk-in registered on another page, say) or back online: read the list again, sync.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState !== "visible") return;
      void refreshList();
      void sync();
    };
    document.addEventListener("visibilitychange", again);
    window.addEventListener("focus", again);
    window.addEventListener("online", again);
    return () => {
      document.removeEventListener("visibilitychange", again);
      window.removeEventListener("focus", again);
      window.removeEventListener("online", again);
    };
  }, [refreshList, sync]);

  useEffect(() => {
    if (!browserOnline) return;
    const syncTimer = window.setInterval(() => void (queued > 0 || !reachable ? sync() : undefined), syncEveryMs);
    const listTimer = window.setInterval(() => void refreshList(), listEveryMs);
    return () => {
      window.clearInterval(syncTimer);
      window.clearInterval(listTimer);
    };
  }, [browserOnline, queued, reachable, refreshList, sync]);

  return { online, copy, copyRef, queued, walkIns, upToDateAt, missing, syncProblem, failed, setReachable, reloadMarks, refreshList, sync };
}
