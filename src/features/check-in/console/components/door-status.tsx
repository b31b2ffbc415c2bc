import { CircleCheck, CircleX, RotateCcw, TriangleAlert, type LucideIcon } from "lucide-react";
import { dhakaDateTime } from "#shared/club-time.ts";
import { cn } from "#web/lib/cn.ts";
import type { DoorAnswer } from "../door/door-logic.ts";

/** "10:42 AM": the time of a check-in in Dhaka (the club's clock, whatever the phone's). */
export const dhakaClock = (at: string) => dhakaDateTime(at).split(", ").at(-1)!;

const looks = {
  // White on green-800 and red-800, near-black on amber-200: well above WCAG AA's 4.5:1.
  green: { box: "bg-green-800 text-white", icon: CircleCheck },
  amber: { box: "bg-amber-200 text-amber-950 border-2 border-amber-700", icon: TriangleAlert },
  red: { box: "bg-red-800 text-white", icon: CircleX },
  plain: { box: "bg-surface text-ink border border-line", icon: RotateCcw },
} satisfies Record<string, { box: string; icon: LucideIcon }>;

function describe(answer: DoorAnswer): { look: keyof typeof looks; title: string; detail: string } {
  switch (answer.result) {
    case "checked_in":
      return { look: "green", title: "Checked in", detail: `${answer.name ?? "(no name given)"} · ${answer.category} · ${answer.reference}` };
    case "already":
      return {
        look: "amber",
        title: `Already checked in at ${dhakaClock(answer.checkedIn.at)}${answer.checkedIn.by ? ` by ${answer.checkedIn.by}` : ""}`,
        detail: `${answer.name ?? "(no name given)"} · ${answer.category} · ${answer.reference}`,
      };
    case "other_event":
      return { look: "red", title: "Not for this event", detail: `This ticket is for ${answer.eventTitle}.` };
    case "cancelled":
      return { look: "red", title: "Registration cancelled", detail: `${answer.reference} was cancelled: no entry with this ticket.` };
    case "waitlisted":
      return { look: "red", title: "Still on the waiting list", detail: `${answer.reference} has no seat yet.` };
    case "forged":
      return { look: "red", title: "Not a valid ticket", detail: "The code does not match any ticket: it may be forged or copied wrongly." };
    case "unknown_here":
      return {
        look: "red",
        title: "Not on this event's list",
        detail: "Offline this device cannot tell another event's ticket from a forged one. Search by name, or scan again once online.",
      };
    case "undone":
      return { look: "plain", title: "Check-in undone", detail: `${answer.name} is no longer checked in.` };
  }
}

/**
 * The answer in one glance: a large panel, its colour never alone (an icon and the words
 * say it too). It is a live region: a screen reader says each new answer; a red one interrupts.
 */
export function DoorStatus({ answer }: { answer: DoorAnswer | null }) {
  if (!answer) {
    return (
      <div role="status" aria-live="polite" className="rounded-card border border-dashed border-line p-6 text-center text-muted">
        Scan a ticket, choose a photo of it, or search for a name.
      </div>
    );
  }
  const { look, title, detail } = describe(answer);
  const { box, icon: Icon } = looks[look];
  return (
    <div role={look === "red" ? "alert" : "status"} aria-live={look === "red" ? "assertive" : "polite"} data-door-answer={look} className={cn("flex items-start gap-4 rounded-card p-5 shadow-card", box)}>
      <Icon aria-hidden="true" className="size-12 shrink-0" />
      <div className="min-w-0">
        <p className="text-2xl font-bold leading-tight">{title}</p>
        <p className="mt-1 text-lg break-words">{detail}</p>
        {answer.local && <p className="mt-2 text-sm font-semibold">Answered from this device's copy, without the network.</p>}
      </div>
    </div>
  );
}
