import type { CampusAmbassador } from "../contract.ts";
import { ListStates } from "#web/components/ui/list-states.tsx";
import { cn } from "#web/lib/cn.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { useCampusAmbassadors } from "./get-campus-ambassadors.ts";
import { Medal } from "./medal.tsx";

const podiumRows = ["bg-amber-50", "bg-slate-50", "bg-orange-50"] as const;
const isPodium = (index: number): index is 0 | 1 | 2 => index < 3;

function AmbassadorRows({ ambassadors }: { ambassadors: CampusAmbassador[] }) {
  const lists = useListsText();
  const text = lists.campusAmbassadorTable;
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <table className="w-full text-left">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-brand-900 text-sm text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {text.columns.caNumber}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {text.columns.name}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              {text.columns.points}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {ambassadors.map((ambassador, index) => (
            <tr key={ambassador.id} className={cn(isPodium(index) && podiumRows[index])}>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-sm text-muted sm:px-6">{ambassador.caNumber}</td>
              <td className="px-4 py-3 font-medium text-ink sm:px-6">
                <span className="flex items-center gap-3 [overflow-wrap:anywhere]">
                  {isPodium(index) && <Medal place={index} label={text.medals[index] ?? ""} />}
                  {ambassador.name}
                </span>
              </td>
              <td className="px-4 py-3 text-right font-bold tabular-nums text-brand-900 sm:px-6">
                {lists.number(ambassador.points)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AmbassadorTable() {
  const text = useListsText();
  return (
    <ListStates query={useCampusAmbassadors()} texts={text.states.campusAmbassadors} what="campus ambassadors">
      {(ambassadors) => <AmbassadorRows ambassadors={ambassadors} />}
    </ListStates>
  );
}
