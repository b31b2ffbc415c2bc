import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const columnClasses = {
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
} as const;

/** A list of cards: one column on phones, two or three on wider screens. */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  columns = 3,
  className,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={itemKey(item)} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
