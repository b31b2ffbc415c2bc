import { Link } from "react-router";
import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-set.ts";
import { cn } from "../../lib/cn.ts";
import { buttonClasses } from "./button.tsx";
import { IconBadge } from "./info-card.tsx";

/** A card that leads somewhere: icon, title, a sentence, and a button to the page. */
export function ActionCard({
  title,
  text,
  icon,
  path,
  buttonLabel,
  className,
}: {
  title: string;
  text: string;
  icon: IconName;
  path: string;
  buttonLabel: string;
  className?: string;
}) {
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
