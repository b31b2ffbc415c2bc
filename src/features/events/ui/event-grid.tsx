import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { ClubEvent } from "#shared/api/events.ts";
import { useSiteText } from "#web/components/layout/site-text.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { LoadingText } from "#web/components/ui/page.tsx";
import { useLang } from "#web/lib/lang.ts";
import { useEventsText } from "./events-text.tsx";
import type { RegistrationText } from "#web/components/event-form/registration-text.tsx";
import { listImageLoading } from "#web/lib/list-image.ts";
import { showToast } from "#web/lib/toast.ts";
import { useEvents } from "./get-events.ts";
import type { EventCardProps } from "./event-card.tsx";

/**
 * The registration dialog (radix dialog and select, the form fields, the registration schemas: about
 * 45 KB gzip) loads when a visitor first points at or focuses the list, and at the latest on the
 * first "Register Now" click, not with the page.
 */
const loadDialog = () => import("./registration-dialog.tsx");
const RegistrationDialog = lazy(() => loadDialog().then((module) => ({ default: module.RegistrationDialog })));
const RegistrationConfirmation = lazy(() => loadDialog().then((module) => ({ default: module.RegistrationConfirmation })));

/**
 * The events list, each event drawn by `card`, or with `only` one event's card (its page, decision
 * 126), with the same dialog. The pages beneath Events pass `show` (which events),
 * the list's classes and their `empty` text. The card is the page's to import, so no page loads
 * another page's cards.
 */
export function EventGrid({
  card,
  only,
  show,
  className,
  empty,
}: { card: (props: EventCardProps) => ReactNode; only?: string; show?: (event: ClubEvent) => boolean; className?: string; empty?: string }) {
  const { events: eventsText } = useEventsText();
  const lang = useLang();
  // The dialog's texts in the page's language, loaded with the dialog's code (never with the page).
  const [dialogText, setDialogText] = useState<RegistrationText | null>(null);
  const prefetchDialog = () => {
    void loadDialog().catch(() => undefined);
    if (!dialogText) loadDialog().then((module) => module.loadRegistrationText(lang)).then(setDialogText, () => undefined);
  };
  const { common } = useSiteText();
  const answer = useEvents();
  const { isPending, isError } = answer;
  const data = only ? answer.data?.filter((event) => event.id === only) : show ? answer.data?.filter(show) : answer.data;
  // A failed background refresh keeps the events already shown (and says nothing); only a list that
  // never loaded is replaced by the failure toast.
  const failed = isError && data === undefined;
  const [selected, setSelected] = useState<ClubEvent | null>(null);
  // Mounted from the first click on, so closing keeps the dialog's own closing behaviour.
  const [dialogMounted, setDialogMounted] = useState(false);
  // The last stored registration, shown until the visitor closes its panel.
  const [registered, setRegistered] = useState<{ eventId: string; eventTitle: string; reference: string | undefined; waitlisted: boolean; paymentPending?: boolean; ticketUrl?: string } | null>(
    null,
  );
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (failed) void showToast("error", eventsText.loadFailed.title, { description: eventsText.loadFailed.description });
  }, [failed, eventsText]);

  const register = (event: ClubEvent) => {
    prefetchDialog();
    setDialogMounted(true);
    setSelected(event);
  };

  if (isPending) return <LoadingText holdsPlace>{eventsText.loading}</LoadingText>;
  // The toast says it (spec section 8); the page keeps saying it, with a Retry button.
  if (answer.isError && data === undefined) {
    return (
      <div className="flex flex-col items-center gap-4 py-12">
        <p className="text-center font-medium text-danger">{eventsText.loadFailed.description}</p>
        <Button variant="secondary" onClick={answer.retry}>
          {common.retry}
        </Button>
      </div>
    );
  }
  if (data === undefined) return null;
  if (data.length === 0) return <p className="py-12 text-center text-muted">{empty ?? eventsText.empty}</p>;
  return (
    <>
      {registered && dialogText && (
        <Suspense fallback={null}>
          <RegistrationConfirmation
            {...registered}
            text={dialogText}
            onClose={() => {
              setRegistered(null);
              list.current?.querySelector("button")?.focus();
            }}
          />
        </Suspense>
      )}
      <ul
        ref={list}
        className={className ?? (only ? "mx-auto grid max-w-xl" : "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3")} onPointerEnter={prefetchDialog} onFocus={prefetchDialog}>
        {data.map((event, index) => (
          <li key={event.id}>
            {card({ event, onRegister: register, imageLoading: listImageLoading(index), heading: only ? "h2" : "h3" })}
          </li>
        ))}
      </ul>
      {dialogMounted && dialogText && (
        <Suspense fallback={null}>
          <RegistrationDialog
            text={dialogText}
            event={selected}
            onClose={() => setSelected(null)}
            onRegistered={(result) => {
              setSelected(null);
              setRegistered(result);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
