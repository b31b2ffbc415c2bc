import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
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
  icon: LucideIcon;
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
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
