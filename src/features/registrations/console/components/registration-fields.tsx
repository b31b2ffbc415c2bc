import { Download, ExternalLink } from "lucide-react";
import type { RegistrationField, RegistrationFile } from "../../contract.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { registrationFileUrl } from "../api/registration-file.ts";

/** Every field of a registration, in its form's order: text as written, lists as lists, files to see or download. */
export function RegistrationFields({ id, fields }: { id: string; fields: RegistrationField[] }) {
  return (
    <dl className="grid gap-x-6 rounded-card border border-line bg-surface shadow-card sm:grid-cols-[minmax(10rem,16rem)_minmax(0,1fr)]">
      {fields.map((field) => (
        <div key={field.name} className="grid gap-1 border-t border-line px-4 py-3 first:border-t-0 sm:col-span-2 sm:grid-cols-subgrid sm:gap-x-6">
          <dt className="font-semibold [overflow-wrap:anywhere] text-ink">{field.label}</dt>
          <dd className="min-w-0">
            <FieldValue id={id} field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValue({ id, field }: { id: string; field: RegistrationField }) {
  if (field.file) return <UploadedFile id={id} field={field} file={field.file} />;
  if (field.value === null) return <span className="text-muted">Not answered</span>;
  if (Array.isArray(field.value)) {
    return (
      <ul className="list-inside list-disc">
        {field.value.map((item, index) => (
          <li key={index} className="[overflow-wrap:anywhere]">
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{field.value}</p>;
}

const fileKinds: Record<string, string> = { pdf: "PDF", png: "PNG image", jpg: "JPEG image", webp: "WebP image", gif: "GIF image" };

/** An image is shown; any file opens in a new tab or downloads, under a name that is the field's, not the registrant's. */
function UploadedFile({ id, field, file }: { id: string; field: RegistrationField; file: RegistrationFile }) {
  const link = cn(buttonClasses("secondary", "sm"), "w-fit");
  return (
    <div className="grid justify-items-start gap-2">
      {file.image && (
        <img
          src={registrationFileUrl(id, field.name)}
          alt={`Uploaded for “${field.label}”`}
          className="max-h-80 max-w-full rounded-lg border border-line bg-canvas object-contain"
        />
      )}
      <p className="text-sm text-muted">{fileKinds[file.extension] ?? "File"}</p>
      <div className="flex flex-wrap gap-2">
        <a href={registrationFileUrl(id, field.name)} target="_blank" rel="noopener" aria-label={`Open ${field.label}`} className={link}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Open
        </a>
        <a href={registrationFileUrl(id, field.name, { download: true })} aria-label={`Download ${field.label}`} className={link}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      </div>
    </div>
  );
}
