import { useCallback, useState } from "react";
import { undoWindowMs, type CheckInMark, type ScanAnswer } from "../../../../../shared/console/check-in.ts";
import { postCheckIn, postScan, postUndo } from "../api/door-api.ts";
import type { DoorAnswer, DoorCopy, DoorMark } from "./door-logic.ts";
import { dropWalkIn, forgetCheckIn, keepMarks, queueCheckIn } from "./door-store.ts";
import { useDoorCopy } from "./use-door-copy.ts";

/** The last check-in made here, which its maker may take back for a minute. */
export interface LastCheckIn {
  registrationId: string;
  name: string;
  madeAt: number;
  /** Made offline: undone on this device alone, before it syncs. */
  local: boolean;
}

const markOf = (answer: ScanAnswer): DoorMark | null =>
  answer.result === "checked_in" || answer.result === "already" ? { registrationId: answer.registrationId, ...answer.checkedIn, pending: false } : null;

/**
 * The door of one event (decision 121): the server's answers while it can be reached, the copy's
 * answers (and the queue) while it cannot, the undo of the last check-in made here.
 */
export function useDoor(eventId: string, organiser: { id: string; name: string }) {
  const me = organiser.name;
  const { online, copy, copyRef, queued, walkIns, upToDateAt, missing, syncProblem, failed, setReachable, reloadMarks, refreshList, sync } = useDoorCopy(eventId);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [last, setLast] = useState<LastCheckIn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
        await queueCheckIn(eventId, decided.checkIn, { id: organiser.id, name: organiser.name, listToken: current.list.download?.token ?? "" });
        await reloadMarks();
      }
      answered(decided.answer, true);
    },
    [answered, copyRef, eventId, me, organiser.id, organiser.name, reloadMarks],
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
    [answerLocally, answered, eventId, failed, online, reloadMarks, setReachable],
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

  /** A walk-in the server refused at sync, seen by the helper: it leaves the door. */
  const dismissWalkIn = useCallback(
    async (key: string) => {
      await dropWalkIn(eventId, key);
      await reloadMarks();
    },
    [eventId, reloadMarks],
  );

  return { online, copy, queued, walkIns, dismissWalkIn, upToDateAt, answer, last, problem: problem ?? syncProblem, missing, scan, checkIn, undo, sync };
}
