import { useId } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import type { IconName } from "#web/components/ui/icon-set.ts";
import { useJoinUsText } from "./join-us-text.ts";

function ReasonList({ title, items, icon }: { title: string; items: readonly string[]; icon: IconName }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a student should join, and what membership gives them. */
export function WhyJoin() {
  const joinUsContent = useJoinUsText();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ReasonList title={joinUsContent.whyJoinTitle} items={joinUsContent.whyJoin} icon="sparkles" />
      <ReasonList title={joinUsContent.benefitsTitle} items={joinUsContent.benefits} icon="circle-check" />
    </div>
  );
}
