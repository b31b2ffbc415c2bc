import { useCallback, useEffect, useRef, useState } from "react";
import { syncBatchMax, undoWindowMs, type CheckInMark, type ScanAnswer } from "../../../../../shared/console/check-in.ts";
import { isUnauthorised, isUnreachable } from "../../../lib/api.ts";
import { goToSignIn } from "../../../lib/query-client.ts";
import { getOfflineList, postCheckIn, postScan, postSync, postUndo } from "../api/door-api.ts";
import { DoorCopy, doorStoredMeasure, type DoorAnswer, type DoorMark } from "./door-logic.ts";
import { forgetCheckIn, keepMarks, queueCheckIn, readDoor, readMarks, storeList, type StoredMark } from "./door-store.ts";

/** The last check-in made here, which its maker may take back for a minute. */
export interface LastCheckIn {
  registrationId: string;
  name: string;
  madeAt: number;
  /** Made offline: undone on this device alone, before it syncs. */
  local: boolean;
}

const syncEveryMs = 5_000;
const listEveryMs = 30_000;

const marksById = (marks: StoredMark[]) => new Map<string, DoorMark>(marks.map((mark) => [mark.registrationId, mark]));
const markOf = (answer: ScanAnswer): DoorMark | null =>
  answer.result === "checked_in" || answer.result === "already" ? { registrationId: answer.registrationId, ...answer.checkedIn, pending: false } : null;

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
 * The door of one event (decision 121): its copy on this device, the server's answers while it is
 * reachable, the copy's answers and a queue while it is not, and the sync when it comes back.
 */
export function useDoor(eventId: string, me: string) {
  const browserOnline = useOnline();
  // The browser may say online while the server cannot be reached: the last request says.
  const [reachable, setReachable] = useState(true);
  const online = browserOnline && reachable;
  const [copy, setCopy] = useState<DoorCopy | null>(null);
  const [queued, setQueued] = useState(0);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [last, setLast] = useState<LastCheckIn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
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
    const { marks, queue } = await readMarks(eventId);
    setQueued(queue.length);
    if (copyRef.current) show(copyRef.current.withMarks(marksById(marks)));
  }, [eventId, show]);

  const refreshList = useCallback(async () => {
    const askedAt = Date.now();
    try {
      const fresh = await getOfflineList(eventId, etagRef.current);
      setReachable(true);
      if (!fresh) return;
      const storing = performance.now();
      await storeList(fresh.body, fresh.etag, askedAt);
      // Read by scripts/door-storage-bench.ts: the "stored in the browser in <= 1 s".
      performance.measure(doorStoredMeasure, { start: storing });
      etagRef.current = fresh.etag;
      const { marks, queue } = await readMarks(eventId);
      setQueued(queue.length);
      show(new DoorCopy(fresh.body, marksById(marks)));
    } catch (error) {
      if (!failed(error) && error instanceof Error && "status" in error && error.status === 404) setMissing(true);
    }
  }, [eventId, failed, show]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      let { queue } = await readMarks(eventId);
      while (queue.length > 0) {
        const batch = queue.slice(0, syncBatchMax);
        const { results } = await postSync(eventId, batch.map(({ registrationId, at }) => ({ registrationId, at })));
        setReachable(true);
        const kept: DoorMark[] = [];
        const refused: string[] = [];
        for (const result of results) {
          if (result.result === "refused") refused.push(result.registrationId);
          else kept.push({ registrationId: result.registrationId, ...result.checkedIn, pending: false });
        }
        await keepMarks(eventId, kept, refused);
        if (refused.length > 0) setProblem(`${refused.length} check-in${refused.length === 1 ? "" : "s"} made offline could not be kept: cancelled or moved to the waiting list meanwhile.`);
        ({ queue } = await readMarks(eventId));
      }
      await reloadMarks();
      await refreshList();
    } catch (error) {
      failed(error);
    } finally {
      syncing.current = false;
    }
  }, [eventId, failed, refreshList, reloadMarks]);

  // Open: the copy kept on this device first, then the server's newer version if any.
  useEffect(() => {
    let stopped = false;
    void readDoor(eventId).then(({ event, marks, queue }) => {
      if (stopped) return;
      setQueued(queue.length);
      if (event) {
        etagRef.current = event.etag;
        show(new DoorCopy(event.list, marksById(marks)));
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

  /** An answer to show; a green one becomes the check-in the undo can take back. */
  const answered = useCallback((next: DoorAnswer, local: boolean) => {
    setAnswer(next);
    if (next.result === "checked_in") setLast({ registrationId: next.registrationId, name: next.name ?? next.reference, madeAt: Date.now(), local });
  }, []);

  /** From the copy: with no network, or when the server could not be reached. */
  const answerLocally = useCallback(
    async (decide: (copy: DoorCopy, mine: CheckInMark) => Promise<{ answer: DoorAnswer; checkIn?: DoorMark }>) => {
      const current = copyRef.current;
      if (!current) {
        setAnswer(null);
        setProblem("This device has no copy of the event's list yet: it needs the network once to fetch it.");
        return;
      }
      const decided = await decide(current, { at: new Date().toISOString(), by: me });
      if (decided.checkIn) {
        await queueCheckIn(eventId, decided.checkIn);
        await reloadMarks();
      }
      answered(decided.answer, true);
    },
    [answered, eventId, me, reloadMarks],
  );

  const ask = useCallback(
    async (call: () => Promise<ScanAnswer>, locally: (copy: DoorCopy, mine: CheckInMark) => Promise<{ answer: DoorAnswer; checkIn?: DoorMark }>) => {
      setProblem(null);
      if (online) {
        try {
          const result = await call();
          setReachable(true);
          const mark = markOf(result);
          if (mark) {
            await keepMarks(eventId, [mark]);
            await reloadMarks();
          }
          answered(result, false);
          return;
        } catch (error) {
          if (!failed(error)) {
            setProblem(error instanceof Error ? error.message : "The check-in failed.");
            return;
          }
        }
      }
      await answerLocally(locally);
    },
    [answerLocally, answered, eventId, failed, online, reloadMarks],
  );

  const scan = useCallback(
    (text: string) =>
      ask(
        () => postScan(eventId, text),
        (current, mine) => current.scan(text, mine),
      ),
    [ask, eventId],
  );

  const checkIn = useCallback(
    (registrationId: string) =>
      ask(
        () => postCheckIn(eventId, registrationId),
        async (current, mine) => current.admit(registrationId, mine),
      ),
    [ask, eventId],
  );

  const undo = useCallback(async () => {
    const taking = last;
    if (!taking || Date.now() - taking.madeAt > undoWindowMs) return;
    setProblem(null);
    try {
      if (!taking.local) await postUndo(eventId, taking.registrationId);
      await forgetCheckIn(eventId, taking.registrationId);
      setLast(null);
      setAnswer({ result: "undone", name: taking.name });
      await reloadMarks();
      if (!taking.local) await refreshList();
    } catch (error) {
      if (!failed(error)) setProblem(error instanceof Error ? error.message : "The undo failed.");
      else setProblem("The undo needs the network: this check-in was made online.");
    }
  }, [eventId, failed, last, refreshList, reloadMarks]);

  return { online, copy, queued, answer, last, problem, missing, scan, checkIn, undo, sync };
}
