import type { FieldMetadata } from "@conform-to/react";
import { ImageUp, X } from "lucide-react";
import { useId, useRef } from "react";
import { pictureSizes } from "../../contract.ts";
import type { ContentField } from "../../fields.ts";
import type { ContentListId } from "../../rules.ts";
import { safePictureSrc } from "#shared/safe-url.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { usePictureUpload } from "#console/components/picture-upload.ts";
import { uploadPicture } from "../api/content-rows.ts";

const accepted = "image/png,image/jpeg,image/webp";

/**
 * A picture for the public card, uploaded as soon as it is chosen: the server checks it, cuts it to
 * the card's shape and answers with its address, which the form then saves in a hidden field.
 */
export function PictureField({ list, field, meta }: { list: ContentListId; field: ContentField; meta: FieldMetadata<string | number | null> }) {
  const { url, setUrl, busy, uploadError, choose } = usePictureUpload(
    typeof meta.initialValue === "string" ? meta.initialValue : "",
    (file) => uploadPicture(list, file),
    "The picture could not be uploaded.",
  );
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const size = pictureSizes[field.kind === "cover" ? "cover" : "photo"];
  const error = uploadError ?? meta.errors?.join(" ");
  // A picture on another site (stored before the rule) is not drawn here either; saving asks for an upload.
  const shown = safePictureSrc(url);

  return (
    <fieldset className="grid content-start gap-2 sm:col-span-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{`${field.label} (optional)`}</legend>
      <input type="hidden" name={meta.name} value={url} />
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={`The ${field.label.toLowerCase()} now chosen`}
            width={size.width}
            height={size.height}
            className={cn("rounded-xl border border-line bg-brand-50 object-cover", field.kind === "cover" ? "aspect-video w-48" : "size-24")}
          />
        ) : (
          <p className="text-sm text-muted">
            {url ? "The picture is on another site, so it is not shown" : "No picture yet"}: the card shows {field.kind === "cover" ? "no cover" : "the default portrait"}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} aria-describedby={hintId} onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {busy ? "Uploading..." : url ? `Replace ${field.label.toLowerCase()}` : `Upload ${field.label.toLowerCase()}`}
          </Button>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={accepted}
            hidden
            aria-label={field.label}
            onChange={(event) => void choose(event)}
          />
          {url && (
            <Button size="sm" variant="ghost" onClick={() => setUrl("")}>
              <X aria-hidden="true" className="size-4" />
              Remove
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted">
        PNG, JPEG or WebP, at most 10 MB. It is cut to {size.width} × {size.height} pixels, as the card shows it.
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
