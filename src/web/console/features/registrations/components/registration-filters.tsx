import { useId } from "react";
import type { RegistrationCategoryCount, RegistrationEventSummary } from "../../../../../shared/console/registrations.ts";
import { fieldClasses } from "../../../../components/ui/input.tsx";
import { Label } from "../../../../components/ui/label.tsx";
import { cn } from "../../../../lib/cn.ts";
import { SearchBox } from "../../../components/search-box.tsx";
import { formatCount, formatDate } from "../../../lib/format.ts";

const registrationsText = (n: number) => `${formatCount(n)} registration${n === 1 ? "" : "s"}`;

/** The event chooser, the event's categories and the search over its answers. */
export function RegistrationFilters({
  events,
  eventId,
  categories,
  categoryId,
  q,
  onChange,
}: {
  events: RegistrationEventSummary[];
  eventId: string | undefined;
  /** The chosen event's categories, once its registrations are loaded. */
  categories: RegistrationCategoryCount[] | undefined;
  categoryId: string | undefined;
  q: string | undefined;
  onChange: (changes: { event?: string; category?: string; q?: string }) => void;
}) {
  const eventField = useId();
  const categoryField = useId();
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <Label htmlFor={eventField}>Event</Label>
          <select
            id={eventField}
            className={cn(fieldClasses, "h-11")}
            value={eventId ?? ""}
            // Categories belong to an event: another event starts with all of its own.
            onChange={(event) => onChange({ event: event.target.value || undefined, category: undefined })}
          >
            {eventId === undefined && <option value="">Choose an event</option>}
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} ({formatDate(event.startsAt)}{event.active ? "" : ", hidden"}): {registrationsText(event.registrations)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <Label htmlFor={categoryField}>Category</Label>
          <select
            id={categoryField}
            className={cn(fieldClasses, "h-11")}
            value={categoryId ?? ""}
            disabled={!categories}
            onChange={(event) => onChange({ category: event.target.value || undefined })}
          >
            <option value="">All categories</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}: {registrationsText(category.registrations)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SearchBox label="Search the answers or a reference" value={q} onSearch={(text) => onChange({ q: text })} />
    </div>
  );
}
