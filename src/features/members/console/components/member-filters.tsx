import type { MemberListQuery } from "../../contract.ts";
import { departments } from "#shared/departments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Choice } from "#console/components/filter-field.tsx";
import { SearchBox } from "#console/components/search-box.tsx";

type FilterChange = Partial<Record<"q" | "department" | "session", string | undefined>>;

/** The roster's search and filters; each change shows the first page of the new selection. */
export function MemberFilters({ query, sessions, onChange }: { query: MemberListQuery; sessions: number[]; onChange: (changes: FilterChange) => void }) {
  const filtered = [query.q, query.department, query.session].some((value) => value !== undefined);
  // The chosen session stays offered while the list of sessions loads.
  const offered = query.session !== undefined && !sessions.includes(query.session) ? [query.session, ...sessions] : sessions;
  return (
    <div className="mb-4 grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <SearchBox label="Search by member number, name, roll, e-mail or phone" value={query.q} onSearch={(q) => onChange({ q })} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end">
        <Choice
          label="Department"
          value={query.department}
          onChange={(department) => onChange({ department })}
          options={departments.map((d) => [d.code, d.name])}
        />
        <Choice label="Session" value={query.session?.toString()} onChange={(session) => onChange({ session })} options={offered.map((year) => [String(year), String(year)])} />
        {filtered && (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start lg:col-span-1"
            onClick={() => onChange({ q: undefined, department: undefined, session: undefined })}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
