import type { IconName } from "./icon-set.ts";
import { InfoCard } from "./info-card.tsx";

/** A page's central statement (the mission, the vision), set large with a label above it. */
export function Statement({ label, text }: { label: string; text: string }) {
  return (
    <section
      aria-label={label}
      className="relative mb-12 overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white shadow-[var(--shadow-card)] sm:px-10 sm:py-12"
    >
      <div aria-hidden="true" className="page-header-pattern absolute inset-0 opacity-30" />
      <p className="relative text-sm font-bold uppercase tracking-widest text-highlight-300">{label}</p>
      <p className="relative mt-3 max-w-4xl text-xl font-semibold leading-relaxed sm:text-2xl">{text}</p>
    </section>
  );
}

/** A statement and the cards that follow it (Mission, Vision): two to a row on a wide screen, their tones alternating from the brand's. */
export function StatementWithCards({
  content,
}: {
  content: { statementLabel: string; statement: string; cards: { title: string; icon?: IconName; paragraphs?: string[] }[] };
}) {
  return (
    <>
      <Statement label={content.statementLabel} text={content.statement} />
      <div className="grid gap-6 md:grid-cols-2">
        {content.cards.map((card, index) => (
          <InfoCard key={card.title} title={card.title} icon={card.icon} tone={index % 2 === 0 ? "brand" : "accent"} paragraphs={card.paragraphs} />
        ))}
      </div>
    </>
  );
}
