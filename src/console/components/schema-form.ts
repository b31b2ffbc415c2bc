import { useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useFormEdits } from "./unsaved-changes.tsx";

/**
 * A console form checked with the zod schema the server parses with (the same messages, shown at
 * the field): checked when a field is left, again as it is corrected, and on submit, where
 * `onValid` gets the parsed value and the form (to reset it after saving). The third element tells the
 * console's guard of changes not saved: spread `onInput` on the <form> and call
 * `saved()` once the server has them.
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  {
    id,
    defaultValue,
    onValid,
  }: {
    id?: string;
    /** The inputs' starting values, as the inputs hold them (text, or a check box's true). */
    defaultValue?: Record<string, unknown>;
    onValid: (value: z.output<S>, form: FormMetadata<z.input<S>, string[]>) => void;
  },
) {
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    defaultValue: defaultValue as DefaultValue<z.input<S>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") onValid(submission.value, form);
    },
  });
  const edits = useFormEdits();
  return [form, fields, edits] as const;
}
