import { useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { acceptAttribute, maxUploadBytes, uploadMessages } from "#shared/registration-uploads.ts";
import { FieldLabel } from "../../ui/label.tsx";
import { messageIn } from "#shared/message-text.ts";
import { useRegistrationText } from "../registration-text.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { readHoneypot } from "#web/lib/honeypot.ts";
import { uploadRegistrationFile } from "../upload-registration-file.ts";
import { errorAria, textOf, type FieldProps } from "./field-props.ts";

type UploadState = { status: "idle" } | { status: "uploading"; progress: number } | { status: "failed"; message: string };

export interface UploadTarget {
  eventId: string;
  categoryId: string;
}

/**
 * file and image: the chosen file uploads at once and the answer becomes its URL. Required only
 * while nothing has been uploaded; a failed upload clears the choice so it is required again.
 */
export function FileField({
  field,
  id,
  value,
  onChange,
  kind,
  target,
  onBusyChange,
  errorId,
}: FieldProps & { kind: "file" | "image"; target: UploadTarget; onBusyChange: (busy: boolean) => void }) {
  const { upload: text, messages } = useRegistrationText();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const uploaded = textOf(value) !== "";
  const statusId = `${id}-status`;

  // One message per failure: the field says what went wrong and the spec's toast says
  // the same words, never a general "Please try again" beside a specific reason.
  const fail = (input: HTMLInputElement, message: string) => {
    input.value = "";
    onChange("");
    setState({ status: "failed", message });
    toast.error(text.failed.title, { description: message, id: `upload-${id}` });
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > maxUploadBytes) return fail(input, messageIn(messages, uploadMessages.tooLarge));
    setState({ status: "uploading", progress: 0 });
    onBusyChange(true);
    try {
      const url = await uploadRegistrationFile({ ...target, field: field.name }, file, (progress) => setState({ status: "uploading", progress }), readHoneypot(input.form));
      onChange(url);
      setState({ status: "idle" });
      toast.success(text.succeeded.title, { description: text.succeeded.description, id: `upload-${id}` });
    } catch (error) {
      const specific = error instanceof ApiError && error.status >= 400 && error.status < 500;
      fail(input, specific ? messageIn(messages, error.message) : text.failed.description);
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div>
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      <input
        id={id}
        name={field.name}
        type="file"
        accept={acceptAttribute[kind]}
        required={field.required && !uploaded}
        {...errorAria(errorId)}
        aria-describedby={errorId ? `${statusId} ${errorId}` : statusId}
        disabled={state.status === "uploading"}
        onChange={choose}
        className="block w-full rounded-xl border border-dashed border-brand-300 bg-brand-50/50 p-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <div id={statusId} aria-live="polite" className="mt-2 text-sm">
        {state.status === "uploading" && (
          <div className="flex items-center gap-3">
            <progress value={state.progress} max={1} aria-label={text.uploadingLabel(field.label)} className="h-2 flex-1 accent-brand-700" />
            <span className="text-muted">
              {text.uploading} {Math.round(state.progress * 100)}%
            </span>
          </div>
        )}
        {state.status === "failed" && <p className="font-medium text-danger">{state.message}</p>}
        {state.status === "idle" && uploaded && <p className="font-medium text-accent-700">{text.done}</p>}
      </div>
    </div>
  );
}
