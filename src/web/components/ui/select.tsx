import { Select as SelectPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { Icon } from "./icon.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * A single choice from a list. Inside a form Radix renders a hidden native select, so `name` and
 * `required` take part in the browser's own validation.
 */
export function Select({
  options,
  placeholder,
  id,
  className,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ...props
}: ComponentProps<typeof SelectPrimitive.Root> & {
  options: { value: string; label: string }[];
  placeholder: string;
  id?: string;
  className?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}) {
  return (
    <SelectPrimitive.Root {...props}>
      <SelectPrimitive.Trigger
        id={id}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={cn(
          "flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-line bg-white px-3 text-left text-base",
          "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 data-[placeholder]:text-muted",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <Icon name="chevron-down" className="size-4 text-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded-lg py-2 pl-8 pr-3 text-base outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex">
                  <Icon name="check" className="size-4 text-brand-700" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
