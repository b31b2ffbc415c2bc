import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { undoWindowMs, type CheckInMark, type ScanAnswer, type SyncAnswer } from "../../contract.ts";
import { postCheckIn, postScan, postUndo } from "../api/door-api.ts";
import type { DoorAnswer, DoorCopy, DoorMark } from "./door-logic.ts";
import { dropWalkIn, forgetCheckIn, keepMarks, keepUndone, queueCheckIn } from "./door-store.ts";
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
 * The door of one event: the server's answers while it can be reached, the copy's
 * answers (and the queue) while it cannot, the undo of the last check-in made here.
 */
export function useDoor(eventId: string, organiser: { id: string; name: string }) {
  const me = organiser.name;
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [last, setLast] = useState<LastCheckIn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /**
   * A sync's answers: a check-in made here offline that another device made earlier is
   * theirs, so the answer on screen becomes the server's (when and by whom) and its undo goes; one that
   * won is now on the server, so its undo goes through the server.
   */
  const synced = useCallback((results: SyncAnswer["results"]) => {
    const lost = new Map(results.flatMap((result) => (result.result === "already" ? [[result.registrationId, result.checkedIn] as const] : [])));
    const won = new Map(results.flatMap((result) => (result.result === "checked_in" ? [[result.registrationId, result.checkedIn] as const] : [])));
    setAnswer((shown) => {
      if (!shown || !("registrationId" in shown) || shown.result !== "checked_in") return shown;
      const winner = lost.get(shown.registrationId);
      if (winner) return { result: "already", registrationId: shown.registrationId, reference: shown.reference, name: shown.name, category: shown.category, checkedIn: winner };
      // Kept as the server stored it (a device clock ahead is stored as the server's now).
      const kept = won.get(shown.registrationId);
      return kept ? { ...shown, checkedIn: kept } : shown;
    });
    setLast((held) => (!held ? held : lost.has(held.registrationId) ? null : won.has(held.registrationId) ? { ...held, local: false } : held));
  }, []);

  const { online, copy, copyRef, queued, walkIns, upToDateAt, missing, syncProblem, failed, setReachable, reloadMarks, refreshList, sync } = useDoorCopy(eventId, synced);

  // An answer on screen that the server's word has since replaced (another device's earlier check-in,
  // learnt from a sync or a look for changes): the screen shows the server's, and a check-in that is
  // no longer this device's loses its undo. A check-in still waiting here is left to its sync.
  const shown = answer && (answer.result === "checked_in" || answer.result === "already") ? answer : null;
  const knownMark = shown && copy ? copy.marks.get(shown.registrationId) : undefined;
  const nowKnown = shown && copy && !knownMark?.pending ? copy.checkInOf(shown.registrationId) : null;
  // The list keeps times to the second: the same check-in read from it is the same to the second.
  const second = (at: string) => Math.floor(Date.parse(at) / 1000);
  if (shown && nowKnown && (second(nowKnown.at) !== second(shown.checkedIn.at) || (nowKnown.by ?? "") !== (shown.checkedIn.by ?? ""))) {
    setAnswer({ result: "already", registrationId: shown.registrationId, reference: shown.reference, name: shown.name, category: shown.category, checkedIn: nowKnown });
    if (last?.registrationId === shown.registrationId) setLast(null);
  }

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
      if (taking.local) await forgetCheckIn(eventId, taking.registrationId);
      else {
        await postUndo(eventId, taking.registrationId);
        await keepUndone(eventId, taking.registrationId);
      }
      setLast(null);
      setAnswer({ result: "undone", name: taking.name });
      await reloadMarks();
      // The search's cards say who is in: this person no longer is.
      void queryClient.invalidateQueries({ queryKey: ["check-in", "search", eventId] });
      if (!taking.local) await refreshList();
    } catch (error) {
      if (!failed(error)) setProblem(error instanceof Error ? error.message : "The undo failed.");
      else setProblem("The undo needs the network: this check-in was made online.");
    }
  }, [eventId, failed, last, queryClient, refreshList, reloadMarks]);

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
