import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-set.ts";
import { cn } from "../../lib/cn.ts";
import { useInLang } from "../../lib/lang.ts";
import { buttonClasses } from "./button.tsx";
import { IconBadge } from "./icon-badge.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface ActionCardProps {
  title: string;
  text: string;
  icon: IconName;
  path: string;
  buttonLabel: string;
  className?: string;
}

/** A card that leads somewhere: icon, title, a sentence, and a button to the page. */
export function ActionCard({ title, text, icon, path, buttonLabel, className }: ActionCardProps) {
  return (
    <article
      className={cn(
        "flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]",
        className,
      )}
    >
      <IconBadge icon={icon} tone="accent" />
      <h3 className="text-lg font-bold text-brand-900">{title}</h3>
      <p className="flex-1 text-muted">{text}</p>
      <Link to={path} className={cn(buttonClasses("primary"), "self-start")}>
        {buttonLabel}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </article>
  );
}

/** A titled section of such cards, three to a row on wide screens, each leading to its page in the current page's language. */
export function ActionCardSection({ id, heading, cards }: { id: string; heading: string; cards: readonly Omit<ActionCardProps, "className">[] }) {
  const inLang = useInLang();
  return (
    <section aria-labelledby={id} className="mt-14">
      <SectionHeading id={id} title={heading} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <ActionCard key={card.path} {...card} path={inLang(card.path)} />
        ))}
      </div>
    </section>
  );
}
