import { useEffect, useRef, useState } from "react";
import { Icon } from "../../../components/ui/icon.tsx";
import type { ClubEvent } from "../../../../shared/api/events.ts";
import { registrationMode } from "../../../../shared/registration-mode.ts";
import { safeWebHref } from "../../../../shared/safe-url.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { LoadingText } from "../../../components/ui/page.tsx";
import { eventsText } from "../../../content/events.ts";
import { useEventCategories } from "../api/get-event-categories.ts";
import { CategoryPicker, categoryKey } from "./category-picker.tsx";
import { CategorySeats, categoryRefusal } from "./category-seats.tsx";
import { RegistrationForm, type Registered } from "./registration-form.tsx";
import { feeText, isPaidFee } from "../../../../shared/registration-payment.ts";

// In the dialog's chunk: it appears only after a registration sent from the dialog.
export { RegistrationConfirmation } from "./registration-confirmation.tsx";

/** The outside form's link; nothing for an address that is not http(s) (shared/safe-url.ts). */
function OutsideFormLink({ href, label }: { href: string; label: string }) {
  const safeHref = safeWebHref(href);
  if (!safeHref) return null;
  return (
    <a href={safeHref} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
      {label}
      <Icon name="external-link" className="size-4" />
    </a>
  );
}

function NativeRegistration({ event, onRegistered }: { event: ClubEvent; onRegistered: (registered: Registered) => void }) {
  const categories = useEventCategories(event.id, true);
  const [chosenKey, setChosenKey] = useState("");
  useEffect(() => {
    if (categories.isError) console.error("Could not load the registration categories", categories.error);
  }, [categories.isError, categories.error]);

  if (categories.isPending) return <LoadingText>{eventsText.loadingCategories}</LoadingText>;
  if (categories.isError || categories.data.length === 0) return <p className="py-2 text-muted">{eventsText.noForms}</p>;
  const category = categories.data.find((c) => categoryKey(c) === chosenKey);
  return (
    <div className="grid gap-6">
      <CategoryPicker categories={categories.data} value={chosenKey} onChange={setChosenKey} />
      {category && <CategorySeats event={event} category={category} />}
      {category && isPaidFee(category.feeTaka) && (
        <p className="text-sm font-semibold text-brand-900" data-category-fee>
          {feeText(category.feeTaka)}
        </p>
      )}
      {category && !categoryRefusal(event, category) && (
        <RegistrationForm key={category.id} eventId={event.id} categoryId={category.id} onRegistered={onRegistered} />
      )}
    </div>
  );
}

/** `onRegistered` follows a stored registration (the dialog is closed by it); `onClose` any other closing. */
export function RegistrationDialog({
  event,
  onClose,
  onRegistered,
}: {
  event: ClubEvent | null;
  onClose: () => void;
  onRegistered: (registered: Registered & { eventId: string; eventTitle: string }) => void;
}) {
  const mode = event ? registrationMode(event) : "native";
  // After a stored registration the confirmation panel takes focus: the dialog does not give it back to its button.
  const registered = useRef(false);
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent
          title={eventsText.dialogTitle(event.title)}
          onOpenAutoFocus={() => (registered.current = false)}
          onCloseAutoFocus={(closing) => registered.current && closing.preventDefault()}
          description={mode === "redirect" ? eventsText.redirectNote : mode === "embed" ? eventsText.embedNote : eventsText.dialogDescription}
        >
          {mode === "redirect" && event.googleFormUrl ? (
            <OutsideFormLink href={event.googleFormUrl} label={eventsText.openRegistrationForm} />
          ) : (
            <div className="grid gap-6">
              {mode === "embed" && event.googleFormUrl && <OutsideFormLink href={event.googleFormUrl} label={eventsText.openOriginalForm} />}
              <NativeRegistration event={event} onRegistered={(result) => {
                  registered.current = true;
                  onRegistered({ ...result, eventId: event.id, eventTitle: event.title });
                }} />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
