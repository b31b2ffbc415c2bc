import { createContext, use, useId, useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

interface RadioGroupState {
  name: string;
  value: string | undefined;
  required?: boolean;
  disabled?: boolean;
  select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export type RadioGroupProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The radios' shared `name`, which makes them one group: one tab stop, arrow keys move the choice. Generated if absent. */
  name?: string;
  /** The chosen option (controlled); leave undefined and use `defaultValue` for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A group of native radio buttons (`role="radiogroup"`, labelled by the caller): the browser gives
 * the keyboard behaviour, validation and submission.
 */
export function RadioGroup({ name, value, defaultValue, onValueChange, required, disabled, className, ...props }: RadioGroupProps) {
  const generatedName = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const controlled = value !== undefined;
  const state: RadioGroupState = {
    name: name ?? generatedName,
    value: controlled ? value : uncontrolledValue,
    required,
    disabled,
    select: (next) => {
      if (!controlled) setUncontrolledValue(next);
      onValueChange?.(next);
    },
  };
  return (
    <RadioGroupContext value={state}>
      <div role="radiogroup" aria-required={required} aria-disabled={disabled} className={cn("grid gap-3", className)} {...props} />
    </RadioGroupContext>
  );
}

export type RadioGroupItemProps = Omit<ComponentProps<"input">, "type" | "name" | "value" | "checked" | "defaultChecked"> & {
  value: string;
};

/** One option of a RadioGroup: a native radio drawn as a ring with a dot; the browser's own in forced-colors mode. */
export function RadioGroupItem({ className, value, disabled, onChange, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be rendered inside a RadioGroup");
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={group.value === value}
      required={group.required}
      disabled={group.disabled || disabled}
      onChange={(event) => {
        onChange?.(event);
        if (event.target.checked) group.select(value);
      }}
      className={cn(
        "size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-brand-600 bg-white",
        "transition-colors checked:border-brand-700 checked:bg-brand-700 checked:shadow-[inset_0_0_0_3px_white]",
        "disabled:cursor-not-allowed disabled:opacity-60 forced-colors:appearance-auto",
        className,
      )}
      {...props}
    />
  );
}
