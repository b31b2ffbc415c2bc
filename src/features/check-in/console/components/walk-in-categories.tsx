import type { EventCategory } from "#shared/api/events.ts";
import { counted } from "#shared/counted.ts";

/** Seats as the door needs them: no deadline applies there, and nobody joins a waiting list (docs/decisions/122). */
export function walkInSeatsText(category: Pick<EventCategory, "seatsLeft">): string {
  if (category.seatsLeft === null) return "No seat limit";
  return category.seatsLeft === 0 ? "Full" : `${counted(category.seatsLeft, "seat")} left`;
}

/** The event's categories to register a walk-in in, each with its seats left. */
export function WalkInCategories({ categories, value, onChange }: { categories: EventCategory[]; value: string | undefined; onChange: (id: string) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold text-ink">Category</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <label
            key={category.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="walk-in-category"
              value={category.id}
              checked={value === category.id}
              onChange={() => onChange(category.id)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">{category.name}</span>
              <span className={category.seatsLeft === 0 ? "text-sm font-semibold text-danger" : "text-sm text-muted"}>{walkInSeatsText(category)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
