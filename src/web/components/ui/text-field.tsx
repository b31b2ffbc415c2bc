import { useId, type ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";
import { Textarea } from "./textarea.tsx";

interface FieldFrameProps {
  label: string;
  hint?: string;
  className?: string;
}

/** A labelled text input with an optional hint; required fields carry a visible asterisk. */
export function TextField({ label, hint, className, id, ...props }: FieldFrameProps & ComponentProps<typeof Input>) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <FieldLabel htmlFor={inputId} label={label} required={props.required} />
      <Input id={inputId} aria-describedby={hintId} {...props} />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The same for multi-line text. */
export function TextAreaField({ label, className, id, ...props }: FieldFrameProps & ComponentProps<typeof Textarea>) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <FieldLabel htmlFor={inputId} label={label} required={props.required} />
      <Textarea id={inputId} {...props} />
    </div>
  );
}

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </Label>
  );
}
