import { Icon } from "./icon.tsx";
import type { Workshop } from "../../content/workshops.ts";
import { IconBadge } from "./info-card.tsx";

export function WorkshopCard({ workshop, topicsOf }: { workshop: Workshop; topicsOf: (title: string) => string }) {
  return (
    <article className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-4">
        <IconBadge icon={workshop.icon} />
        <h2 className="text-xl font-bold text-brand-900">{workshop.title}</h2>
      </div>
      <p className="text-muted">{workshop.summary}</p>
      <ul className="grid flex-1 content-start gap-2" aria-label={topicsOf(workshop.title)}>
        {workshop.topics.map((topic) => (
          <li key={topic} className="flex gap-2 text-ink">
            <Icon name="circle-check" className="mt-1 size-4 shrink-0 text-accent-600" />
            {topic}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 border-t border-line pt-4 text-sm font-semibold text-brand-700">
        <Icon name="timer" className="size-4 shrink-0" />
        {workshop.format}
      </p>
    </article>
  );
}
