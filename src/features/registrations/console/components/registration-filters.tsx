import {
  registrationStatusLabels,
  type RegistrationCategoryCount,
  type RegistrationEventSummary,
} from "../../contract.ts";
import { registrationStatuses, type RegistrationStatus } from "#features/events/rules.ts";
import { fieldClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { FilterField } from "#console/components/filter-field.tsx";
import { SearchBox } from "#console/components/search-box.tsx";
import { formatDate } from "#console/lib/format.ts";
import { counted } from "#shared/counted.ts";

const registrationsText = (n: number) => counted(n, "registration");

/** The event chooser, the event's categories, the status (the Overview's waiting-list link sets it), the search over its answers and "only possible doubles". */
export function RegistrationFilters({
  events,
  eventId,
  categories,
  categoryId,
  status,
  q,
  doubles,
  checkedIn,
  onChange,
}: {
  events: RegistrationEventSummary[];
  eventId: string | undefined;
  /** The chosen event's categories, once its registrations are loaded. */
  categories: RegistrationCategoryCount[] | undefined;
  categoryId: string | undefined;
  status: RegistrationStatus | undefined;
  q: string | undefined;
  doubles: "1" | undefined;
  /** Attendance: "1" checked in at the door, "0" not. */
  checkedIn: "1" | "0" | undefined;
  onChange: (changes: { event?: string; category?: string; status?: string; q?: string; doubles?: "1"; checkedIn?: "1" | "0" }) => void;
}) {
  return (
    <div className="mb-4 grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
        <FilterField label="Event" className="grid-cols-1">
          {(id) => (
            <select
              id={id}
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
          )}
        </FilterField>
        <FilterField label="Category" className="grid-cols-1">
          {(id) => (
            <select
              id={id}
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
          )}
        </FilterField>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <SearchBox label="Search the answers or a reference" value={q} onSearch={(text) => onChange({ q: text })} />
        <FilterField label="Status" className="grid-cols-1">
          {(id) => (
            <select id={id} className={cn(fieldClasses, "h-11")} value={status ?? ""} onChange={(event) => onChange({ status: event.target.value || undefined })}>
              <option value="">All statuses</option>
              {registrationStatuses.map((value) => (
                <option key={value} value={value}>
                  {registrationStatusLabels[value]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Checked in" className="grid-cols-1">
          {(id) => (
            <select
              id={id}
              className={cn(fieldClasses, "h-11")}
              value={checkedIn ?? ""}
              onChange={(event) => onChange({ checkedIn: event.target.value === "1" || event.target.value === "0" ? event.target.value : undefined })}
            >
              <option value="">Everyone</option>
              <option value="1">Checked in</option>
              <option value="0">Not checked in</option>
            </select>
          )}
        </FilterField>
      </div>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          checked={doubles === "1"}
          onChange={(event) => onChange({ doubles: event.target.checked ? "1" : undefined })}
          className="size-5 accent-brand-700"
        />
        <span className="text-sm font-semibold text-ink">Only possible doubles: the same e-mail or phone as another registration</span>
      </label>
    </div>
  );
}
