import type { ClubEvent } from "#shared/api/events.ts";
import { replayClick } from "#shared/early-input.ts";
import { isPastEvent, offersRegistration } from "#shared/registration-mode.ts";
import { safeWebHref } from "#shared/safe-url.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { cn } from "#web/lib/cn.ts";
import { useEventsText } from "./events-text.tsx";

/**
 * What an event's card offers at its foot, on every page that lists events: a past event its album
 * (nothing without one), an upcoming one "Register Now" when there is a way to register, else a
 * note that none is needed.
 */
export function EventAction({ event, title, onRegister }: { event: ClubEvent; title: string; onRegister: (event: ClubEvent) => void }) {
  const { events: text } = useEventsText();
  // Only an http(s) album becomes a link (shared/safe-url.ts).
  const albumUrl = safeWebHref(event.photosUrl);
  if (isPastEvent(event)) {
    return albumUrl ? (
      <a href={albumUrl} target="_blank" rel="noopener noreferrer" className={cn(buttonClasses("secondary"), "mt-2")} aria-label={text.viewAlbumOf(title)}>
        {text.viewAlbum}
        <Icon name="external-link" className="size-4" />
      </a>
    ) : null;
  }
  return offersRegistration(event) ? (
    <Button className="mt-2" {...replayClick} onClick={() => onRegister(event)} aria-label={text.registerNowFor(title)}>
      {text.registerNow}
    </Button>
  ) : (
    // Nothing to register with: the card's details are the whole story, no dead-end dialog.
    <p className="mt-2 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
      <Icon name="check" className="size-4 shrink-0" />
      {text.noRegistration}
    </p>
  );
}
