import { activityActionLabels, activityActions, type ActivityQuery } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Choice, DateChoice } from "#console/components/filter-field.tsx";
import { useOrganisers } from "#console/lib/organisers.ts";

type FilterChange = Partial<Record<"action" | "organiser" | "from" | "to", string | undefined>>;

/** The log's filters: one action, one organiser, Dhaka days from and to; each change shows the first page. */
export function ActivityFilters({ query, onChange }: { query: ActivityQuery; onChange: (changes: FilterChange) => void }) {
  const organisers = useOrganisers();
  const filtered = [query.action, query.organiser, query.from, query.to].some((value) => value !== undefined);
  const choices: [string, string][] = (organisers.data?.organisers ?? []).map((o) => [o.id, o.disabled ? `${o.name} (disabled)` : o.name]);
  // An organiser in the address before the list has loaded, or no longer listed, still shows as chosen.
  if (query.organiser && !choices.some(([id]) => id === query.organiser)) choices.unshift([query.organiser, organisers.isPending ? "Loading..." : "An organiser no longer listed"]);
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 shadow-card lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      <Choice
        label="Action"
        anyLabel="Every action"
        value={query.action}
        onChange={(action) => onChange({ action })}
        options={activityActions.map((action) => [action, activityActionLabels[action]])}
        className="col-span-2 lg:col-span-1"
      />
      <Choice label="Organiser" anyLabel="Every organiser" value={query.organiser} onChange={(organiser) => onChange({ organiser })} options={choices} className="col-span-2 lg:col-span-1" />
      <DateChoice
        label="From"
        value={query.from}
        max={query.to}
        // A start after the end would match nothing: the end goes.
        onChange={(from) => onChange({ from, ...(query.to && from && from > query.to ? { to: undefined } : {}) })}
      />
      <DateChoice label="To" value={query.to} min={query.from} onChange={(to) => onChange({ to, ...(query.from && to && to < query.from ? { from: undefined } : {}) })} />
      {filtered && (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start lg:col-span-1"
          onClick={() => onChange({ action: undefined, organiser: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
