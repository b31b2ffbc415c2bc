import { useEffect, useRef, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import type { ClubEvent } from "#shared/api/events.ts";
import { registrationMode } from "#shared/registration-mode.ts";
import { safeWebHref } from "#shared/safe-url.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent } from "#web/components/ui/dialog.tsx";
import { LoadingText } from "#web/components/ui/page.tsx";
import { inLanguage } from "#shared/in-language.ts";
import { useLang } from "#web/lib/lang.ts";
import { RegistrationTextProvider, useRegistrationText, type RegistrationText } from "#web/components/event-form/registration-text.tsx";
import { useEventCategories } from "./get-event-categories.ts";
import { CategoryPicker, categoryKey } from "./category-picker.tsx";
import { CategorySeats, categoryRefusal } from "./category-seats.tsx";
import { RegistrationForm, type Registered } from "./registration-form.tsx";
import { isPaidFee } from "#shared/registration-payment.ts";

// In the dialog's chunk: it appears only after a registration sent from the dialog.
export { RegistrationConfirmation } from "./registration-confirmation.tsx";
// And the dialog's texts in the page's language, loaded with it.
export { loadRegistrationText } from "#web/components/event-form/registration-text.tsx";

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
  const text = useRegistrationText();
  const categories = useEventCategories(event.id, true);
  const [chosenKey, setChosenKey] = useState("");
  useEffect(() => {
    if (categories.isError) console.error("Could not load the registration categories", categories.error);
  }, [categories.isError, categories.error]);

  if (categories.isPending) return <LoadingText>{text.loadingCategories}</LoadingText>;
  if (categories.isError || categories.data.length === 0) return <p className="py-2 text-muted">{text.noForms}</p>;
  const category = categories.data.find((c) => categoryKey(c) === chosenKey);
  return (
    <div className="grid gap-6">
      <CategoryPicker categories={categories.data} value={chosenKey} onChange={setChosenKey} />
      {category && <CategorySeats event={event} category={category} />}
      {category && isPaidFee(category.feeTaka) && (
        <p className="text-sm font-semibold text-brand-900" data-category-fee>
          {text.fee(category.feeTaka)}
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
  text,
  event,
  onClose,
  onRegistered,
}: {
  /** The dialog's texts in the page's language (loaded with this chunk, events-text.tsx). */
  text: RegistrationText;
  event: ClubEvent | null;
  onClose: () => void;
  onRegistered: (registered: Registered & { eventId: string; eventTitle: string }) => void;
}) {
  const mode = event ? registrationMode(event) : "native";
  // After a stored registration the confirmation panel takes focus: the dialog does not give it back to its button.
  const registered = useRef(false);
  const lang = useLang();
  const title = event ? inLanguage(event.title, event.titleBn, lang) : "";
  return (
    <RegistrationTextProvider value={text}>
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent
          title={text.dialogTitle(title)}
          onOpenAutoFocus={() => (registered.current = false)}
          onCloseAutoFocus={(closing) => registered.current && closing.preventDefault()}
          description={mode === "redirect" ? text.redirectNote : mode === "embed" ? text.embedNote : text.dialogDescription}
        >
          {mode === "redirect" && event.googleFormUrl ? (
            <OutsideFormLink href={event.googleFormUrl} label={text.openRegistrationForm} />
          ) : (
            <div className="grid gap-6">
              {mode === "embed" && event.googleFormUrl && <OutsideFormLink href={event.googleFormUrl} label={text.openOriginalForm} />}
              <NativeRegistration event={event} onRegistered={(result) => {
                  registered.current = true;
                  onRegistered({ ...result, eventId: event.id, eventTitle: title });
                }} />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
    </RegistrationTextProvider>
  );
}
