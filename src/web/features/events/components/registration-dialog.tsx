import { useEffect, useState } from "react";
import { Icon } from "../../../components/ui/icon.tsx";
import type { ClubEvent } from "../../../../shared/api/events.ts";
import { registrationMode } from "../../../../shared/registration-mode.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { LoadingText } from "../../../components/ui/page.tsx";
import { eventsText } from "../../../content/events.ts";
import { useEventCategories } from "../api/get-event-categories.ts";
import { CategoryPicker, categoryKey } from "./category-picker.tsx";
import { CategorySeats, categoryRefusal } from "./category-seats.tsx";
import { RegistrationForm } from "./registration-form.tsx";

function OutsideFormLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary")}>
      {label}
      <Icon name="external-link" className="size-4" />
    </a>
  );
}

function NativeRegistration({ event, onRegistered }: { event: ClubEvent; onRegistered: () => void }) {
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
      {category && !categoryRefusal(event, category) && (
        <RegistrationForm key={category.id} eventId={event.id} categoryId={category.id} onRegistered={onRegistered} />
      )}
    </div>
  );
}

export function RegistrationDialog({ event, onClose }: { event: ClubEvent | null; onClose: () => void }) {
  const mode = event ? registrationMode(event) : "native";
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent
          title={eventsText.dialogTitle(event.title)}
          description={mode === "redirect" ? eventsText.redirectNote : mode === "embed" ? eventsText.embedNote : eventsText.dialogDescription}
        >
          {mode === "redirect" && event.googleFormUrl ? (
            <OutsideFormLink href={event.googleFormUrl} label={eventsText.openRegistrationForm} />
          ) : (
            <div className="grid gap-6">
              {mode === "embed" && event.googleFormUrl && <OutsideFormLink href={event.googleFormUrl} label={eventsText.openOriginalForm} />}
              <NativeRegistration event={event} onRegistered={onClose} />
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
