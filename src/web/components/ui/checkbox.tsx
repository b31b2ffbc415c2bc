import type { ComponentProps } from "react";
import { Icon } from "./icon.tsx";
import { cn } from "../../lib/cn.ts";

export type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  /** Called with the new state after every change, beside any `onChange`. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as a rounded box with a check mark: the label, Space, form validation
 * and submission all work as the browser's own.
 * `className` sizes and places the control's box; every other prop goes to the `<input>`.
 * In forced-colors mode the browser draws its own checkbox.
 */
export function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn("inline-grid size-5 shrink-0 place-items-center has-disabled:opacity-60", className)}>
      <input
        type="checkbox"
        className={cn(
          "peer col-start-1 row-start-1 size-full cursor-pointer appearance-none rounded-md border-2 border-brand-600 bg-white",
          "transition-colors checked:border-brand-700 checked:bg-brand-700 disabled:cursor-not-allowed",
          "forced-colors:appearance-auto",
        )}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...props}
      />
      <Icon
        name="check"
        className="pointer-events-none invisible col-start-1 row-start-1 size-3.5 text-white peer-checked:visible forced-colors:hidden"
        strokeWidth={3}
      />
    </span>
  );
}
