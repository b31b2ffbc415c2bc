import type { ReactNode } from "react";
import type { IconName } from "./icon-set.ts";
import { cn } from "../../lib/cn.ts";
import { IconBadge } from "./icon-badge.tsx";


/**
 * A card with an icon, a title and prose: who we are, the mission's pillars, the panel's groups.
 * `level` keeps the heading order right wherever the card is placed.
 */
export function InfoCard({
  title,
  icon,
  level = 2,
  tone,
  paragraphs,
  children,
  className,
}: {
  title: string;
  icon?: IconName;
  level?: 2 | 3;
  tone?: "brand" | "accent" | "highlight";
  paragraphs?: string[];
  children?: ReactNode;
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        {icon && <IconBadge icon={icon} tone={tone} />}
        <Heading className="text-xl font-bold text-brand-900">{title}</Heading>
      </div>
      {paragraphs?.map((text) => (
        <p key={text} className="text-muted">
          {text}
        </p>
      ))}
      {children}
    </article>
  );
}
