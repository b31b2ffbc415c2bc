import {
  applicationStatusLabels,
  applicationStatuses,
  paymentTypeLabels,
  type ApplicationListQuery,
} from "../../../../../shared/console/applications.ts";
import { departments } from "../../../../../shared/departments.ts";
import { paymentTypes } from "../../../../../shared/membership.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { fieldClasses, Input } from "../../../../components/ui/input.tsx";
import { cn } from "../../../../lib/cn.ts";
import { FilterField } from "../../../components/filter-field.tsx";
import { SearchBox } from "../../../components/search-box.tsx";

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

function DateChoice({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => <Input id={id} type="date" className="min-w-0 px-2!" value={value ?? ""} min={min} max={max} onChange={(event) => onChange(event.target.value || undefined)} />}
    </FilterField>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string | undefined;
  options: [string, string][];
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <select id={id} className={cn(fieldClasses, "h-11")} value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">Any</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}
