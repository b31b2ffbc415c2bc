import { useId, type ComponentProps, type ReactNode } from "react";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { cn } from "#web/lib/cn.ts";
import { textFieldLimits, type FlagName, type TextFieldName } from "./application-values.ts";
import { useJoinUsText } from "./join-us-text.ts";
import type { ApplicationForm } from "./use-application-form.ts";

/** One titled part of the application, its fields in two columns on wider screens. */
export function FormSection({
  title,
  children,
  columns = 2,
  className,
}: {
  title: string;
  children: ReactNode;
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <legend className="px-2 text-lg font-bold text-brand-900">{title}</legend>
      <div className={cn("mt-2 grid", columns === 2 && "sm:grid-cols-2", className ?? "gap-5")}>{children}</div>
    </fieldset>
  );
}

/** A text field of the application, labelled from the page's content and bound to the form's value. */
export function ApplicationTextField({
  form,
  name,
  ...props
}: { form: ApplicationForm; name: TextFieldName } & Omit<ComponentProps<"input">, "name" | "value" | "onChange" | "form">) {
  const text = useJoinUsText();
  const hints: Partial<Record<TextFieldName, string>> = text.hints;
  return (
    <TextField
      label={text.labels[name]}
      hint={hints[name]}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      maxLength={textFieldLimits[name]}
      {...props}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={onCheckedChange} className="mt-0.5" />
      <Label htmlFor={id} className="cursor-pointer font-medium">
        {label}
      </Label>
    </div>
  );
}

/** A yes/no question of the application, bound to the form. */
export function ApplicationFlag({ form, name, className }: { form: ApplicationForm; name: FlagName; className?: string }) {
  const text = useJoinUsText();
  const label = name === "termsAgreement" ? text.agreementLabel : text.labels[name];
  return (
    <CheckboxField
      label={label}
      checked={form.values[name]}
      onCheckedChange={(checked) => form.setField(name, checked)}
      className={className}
    />
  );
}
