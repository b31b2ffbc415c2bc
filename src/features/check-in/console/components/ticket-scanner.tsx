import { Camera, CameraOff, ImageUp } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { loadQrReader, type QrReader } from "../door/decoder.ts";
import { useCameraReads } from "../door/use-camera-reads.ts";

const buttonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

/**
 * Reading tickets: the camera, read a few times a second, or a photo of the ticket for a
 * device that refuses the camera. Both go through the same reader (decoder.ts), loaded when the door opens.
 */
export function TicketScanner({ onRead, answer }: { onRead: (text: string) => void; answer: ReactNode }) {
  const [reader, setReader] = useState<QrReader | null>(null);
  const [readerFailed, setReaderFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);
  const { video, cameraOn, startCamera, stopCamera } = useCameraReads(reader, onReadRef, setMessage);

  useEffect(() => {
    let stopped = false;
    loadQrReader().then(
      (loaded) => !stopped && setReader(loaded),
      () => !stopped && setReaderFailed(true),
    );
    return () => {
      stopped = true;
    };
  }, []);

  const readPhoto = async (file: File | undefined) => {
    if (!file || !reader) return;
    setMessage(null);
    try {
      const [text] = await reader.read(file);
      if (text) onReadRef.current(text);
      else setMessage("No QR code could be read in that photo. Try again closer, flat and in good light, or search by name.");
    } catch {
      setMessage("That file could not be read as a picture. Choose a photo of the ticket.");
    }
  };

  return (
    <section aria-labelledby="scan-heading" className="grid gap-3">
      {/* With the camera off the answer stands above; with it on, over the camera's lower part, so the view never moves down. */}
      {!cameraOn && answer}
      <h2 id="scan-heading" className="text-lg font-bold text-brand-900">
        Scan a ticket
      </h2>
      <div className={cameraOn ? "relative w-full max-w-[min(24rem,42vh)]" : "hidden"} data-camera-view>
        <video ref={video} muted playsInline aria-label="Camera view: hold the ticket's QR code in front of it" className="aspect-square w-full rounded-card bg-black object-cover" />
        {cameraOn && <div className="absolute inset-x-2 bottom-2 grid max-h-[70%] gap-2 overflow-y-auto">{answer}</div>}
      </div>
      <div className="flex flex-wrap gap-2">
        {cameraOn ? (
          <button type="button" onClick={stopCamera} className={`${buttonClass} border border-line bg-surface text-ink hover:bg-brand-50`}>
            <CameraOff aria-hidden="true" className="size-5" />
            Stop the camera
          </button>
        ) : (
          <button type="button" onClick={() => void startCamera()} disabled={!reader} className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-900`}>
            <Camera aria-hidden="true" className="size-5" />
            Scan with the camera
          </button>
        )}
        <label className={`${buttonClass} cursor-pointer border border-brand-800 bg-surface text-brand-900 hover:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700`}>
          <ImageUp aria-hidden="true" className="size-5" />
          Choose a photo of the ticket
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={!reader}
            className="sr-only"
            onChange={(event) => {
              void readPhoto(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>
      {!reader && !readerFailed && <p className="text-sm text-muted">Loading the code reader...</p>}
      {readerFailed && (
        <p role="alert" className="text-sm font-medium text-danger">
          The code reader could not load: search by name, or reload the page while online.
        </p>
      )}
      {message && (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </section>
  );
}
