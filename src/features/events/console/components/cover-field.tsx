import { ImageUp, X } from "lucide-react";
import { useId, useRef } from "react";
import { pictureSizes } from "#features/content/contract.ts";
import { safePictureSrc } from "#shared/safe-url.ts";
import { Button } from "#web/components/ui/button.tsx";
import { usePictureUpload } from "#console/components/picture-upload.ts";
import { uploadCover } from "../api/events.ts";

const size = pictureSizes.cover;

/** The event's cover, uploaded when chosen (cut to the card's 16:9 as WebP); the form saves its address from a hidden input. */
export function CoverField({ name, initial, errors }: { name: string; initial: string; errors?: string[] }) {
  const { url, setUrl, busy, uploadError, choose } = usePictureUpload(initial, uploadCover, "The cover could not be uploaded.");
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = uploadError ?? errors?.join(" ");
  const shown = safePictureSrc(url);

  return (
    <fieldset className="grid content-start gap-2 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">Cover (optional)</legend>
      <input type="hidden" name={name} value={url} />
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img src={shown} alt="The cover now chosen" width={size.width} height={size.height} className="aspect-video w-48 rounded-xl border border-line bg-brand-50 object-cover" />
        ) : (
          <p className="text-sm text-muted">{url ? "The cover is on another site, so it is not shown" : "No cover yet"}: the card shows a plain panel.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
            <ImageUp aria-hidden="true" className="size-4" />
            {busy ? "Uploading..." : url ? "Replace cover" : "Upload cover"}
          </Button>
          <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp" hidden aria-label="Cover" onChange={(event) => void choose(event)} />
          {url && (
            <Button size="sm" variant="ghost" onClick={() => setUrl("")}>
              <X aria-hidden="true" className="size-4" />
              Remove cover
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        PNG, JPEG or WebP, at most 10 MB. It is cut to {size.width} × {size.height} pixels, as the card shows it.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
