import {
  applicationStatusLabels,
  applicationStatuses,
  paymentTypeLabels,
  type ApplicationListQuery,
} from "../../contract.ts";
import { departments } from "#shared/departments.ts";
import { paymentTypes } from "#shared/membership.ts";
import { Button } from "#web/components/ui/button.tsx";
import { DateChoice, Choice } from "#console/components/filter-field.tsx";
import { SearchBox } from "#console/components/search-box.tsx";

type FilterChange = Partial<Record<"q" | "status" | "payment" | "department" | "from" | "to", string | undefined>>;

/** The table's search and filters; each change shows the first page of the new selection. */
export function ApplicationFilters({ query, onChange }: { query: ApplicationListQuery; onChange: (changes: FilterChange) => void }) {
  const filtered = [query.q, query.status, query.payment, query.department, query.from, query.to].some((value) => value !== undefined);
  return (
    <div className="mb-4 grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <SearchBox label="Search by name, roll, e-mail, phone, transaction ID or reference" value={query.q} onSearch={(q) => onChange({ q })} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <Choice label="Status" value={query.status} onChange={(status) => onChange({ status })} options={applicationStatuses.map((s) => [s, applicationStatusLabels[s]])} />
        <Choice label="Payment" value={query.payment} onChange={(payment) => onChange({ payment })} options={paymentTypes.map((p) => [p, paymentTypeLabels[p]])} />
        <Choice
          label="Department"
          value={query.department}
          onChange={(department) => onChange({ department })}
          options={departments.map((d) => [d.code, d.name])}
          className="col-span-2 lg:col-span-1"
        />
        <DateChoice
          label="Submitted from"
          value={query.from}
          max={query.to}
          // A start after the end would match nothing: the end goes.
          onChange={(from) => onChange({ from, ...(query.to && from && from > query.to ? { to: undefined } : {}) })}
        />
        <DateChoice
          label="Submitted to"
          value={query.to}
          min={query.from}
          onChange={(to) => onChange({ to, ...(query.from && to && to < query.from ? { from: undefined } : {}) })}
        />
        {filtered && (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start lg:col-span-1"
            onClick={() => onChange({ q: undefined, status: undefined, payment: undefined, department: undefined, from: undefined, to: undefined })}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
