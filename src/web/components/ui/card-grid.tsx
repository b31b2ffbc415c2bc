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
  /** index is the item's place in the list (0 first), for what the first row does differently. */
  renderItem: (item: T, index: number) => ReactNode;
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className="min-w-0">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
