import { getFormProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Save } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { certificateDesignFormSchema, certificatePlaceholders, designFormValues, toCertificateDesign, type CertificatesAnswer } from "../../contract.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { describedBy, FieldNotes, SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { certificateImageUrl, uploadCertificateImage, useSaveDesign } from "../api/certificates.ts";

/** The certificate's title, text with placeholders, up to two signatories with signatures, and the logo. */
export function DesignForm({ eventId, data }: { eventId: string; data: CertificatesAnswer }) {
  const save = useSaveDesign(eventId);
  const initial = designFormValues(data.design);
  const [images, setImages] = useState({ logo: initial.logo!, signature1: initial.signature1!, signature2: initial.signature2! });
  const [form, fields, edits] = useSchemaForm(certificateDesignFormSchema, {
    id: `certificate-design-${eventId}`,
    defaultValue: initial,
    onValid: (value) => save.mutate(toCertificateDesign({ ...value, logo: images.logo || undefined, signature1: images.signature1 || undefined, signature2: images.signature2 || undefined })),
  });
  return (
    <section aria-labelledby="design-heading" className="mb-8 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="design-heading" className="mb-1 text-lg font-bold text-brand-900">
        Design
      </h2>
      <p className="mb-4 text-sm text-muted">
        Write in English or in Bangla: the date and the club&apos;s name follow. Placeholders: {certificatePlaceholders.join(", ")}. A line holding only {"{name}"} is printed large.
      </p>
      {!data.designSaved && <Notice variant="info" title="Not saved yet: save a design before giving certificates." className="mb-4" />}
      {save.isSuccess && <Notice variant="success" title="Design saved." role="status" className="mb-4" />}
      <ErrorNotice error={save.error} title="The design could not be saved" className="mb-4" />
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-4">
        <TextField label="Title" field={fields.title} />
        <div className="grid gap-1.5">
          <Label htmlFor={fields.body.id}>Text</Label>
          <Textarea {...getTextareaProps(fields.body)} rows={5} aria-describedby={describedBy(fields.body, undefined)} />
          <FieldNotes meta={fields.body} />
        </div>
        <ImageField label="Logo" value={images.logo} onChange={(key) => setImages((s) => ({ ...s, logo: key }))} />
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className="grid gap-3 rounded-2xl border border-line p-4">
            <legend className="px-1 font-semibold">First signatory</legend>
            <TextField label="Name" field={fields.signatory1Name} />
            <TextField label="Role" field={fields.signatory1Role} />
            <ImageField label="Signature" value={images.signature1} onChange={(key) => setImages((s) => ({ ...s, signature1: key }))} />
          </fieldset>
          <fieldset className="grid gap-3 rounded-2xl border border-line p-4">
            <legend className="px-1 font-semibold">Second signatory</legend>
            <TextField label="Name" field={fields.signatory2Name} />
            <TextField label="Role" field={fields.signatory2Role} />
            <ImageField label="Signature" value={images.signature2} onChange={(key) => setImages((s) => ({ ...s, signature2: key }))} />
          </fieldset>
        </div>
        <div>
          <SubmitButton pending={save.isPending} icon={Save}>
            Save design
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function TextField({ label, field }: { label: string; field: FieldMetadata<string | undefined> }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={field.id}>{label}</Label>
      <Input {...getInputProps(field, { type: "text" })} aria-describedby={describedBy(field, undefined)} />
      <FieldNotes meta={field} />
    </div>
  );
}

/** A picture uploaded as soon as it is chosen (PNG, JPEG or WebP, at most 2 MB), shown once stored. */
function ImageField({ label, value, onChange }: { label: string; value: string; onChange: (key: string) => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const id = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > 2 * 1024 * 1024) return setState({ busy: false, error: "This picture is larger than 2 MB. Please choose a smaller one." });
    setState({ busy: true });
    try {
      onChange((await uploadCertificateImage(file)).key);
      setState({ busy: false });
    } catch (caught) {
      setState({ busy: false, error: caught instanceof Error ? caught.message : "The picture could not be uploaded." });
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value && <img src={certificateImageUrl(value)} alt={`${label} as uploaded`} className="h-12 max-w-40 rounded border border-line object-contain" />}
        <input id={id} type="file" accept="image/png,image/jpeg,image/webp" onChange={choose} disabled={state.busy} className="text-sm" />
        {value && (
          <button type="button" className="text-sm text-brand-700 underline" onClick={() => onChange("")}>
            Remove
          </button>
        )}
      </div>
      {state.busy && <p className="text-sm" role="status">Uploading...</p>}
      {state.error && (
        <p className="text-sm text-danger" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
