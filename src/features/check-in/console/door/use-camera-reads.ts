import { useEffect, useRef, useState, type RefObject } from "react";
import type { QrReader } from "./decoder.ts";

/** The same code read again within this time is the same ticket still in front of the camera. */
const repeatMs = 2_500;
const frameEveryMs = 250;

/**
 * The camera at the door: started by the helper, read a few times a second while on,
 * the same code twice in a row counting once; a refused or missing camera says what to do instead.
 */
export function useCameraReads(reader: QrReader | null, onRead: RefObject<(text: string) => void>, say: (message: string | null) => void) {
  const [cameraOn, setCameraOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const lastRead = useRef<{ text: string; at: number } | null>(null);

  const stopCamera = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setCameraOn(false);
  };
  useEffect(() => stopCamera, []);

  // While the camera runs: read a frame a few times a second; the same code twice in a row counts once.
  useEffect(() => {
    if (!cameraOn || !reader) return;
    let busy = false;
    const timer = window.setInterval(async () => {
      const frame = video.current;
      if (busy || !frame || frame.readyState < 2) return;
      busy = true;
      try {
        const [text] = await reader.read(frame);
        const now = Date.now();
        if (text && !(lastRead.current?.text === text && now - lastRead.current.at < repeatMs)) onRead.current(text);
        if (text) lastRead.current = { text, at: now };
      } catch {
        // A frame that cannot be read is skipped; the next one is tried.
      } finally {
        busy = false;
      }
    }, frameEveryMs);
    return () => window.clearInterval(timer);
  }, [cameraOn, onRead, reader]);

  const startCamera = async () => {
    say(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      say("This browser offers no camera here. Choose a photo of the ticket, or search by name.");
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      stream.current = media;
      setCameraOn(true);
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
    } catch (error) {
      stopCamera();
      const refused = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
      say(
        refused
          ? "The camera was refused. Allow it in the browser's settings for this site, or choose a photo of the ticket, or search by name."
          : "No camera could be started on this device. Choose a photo of the ticket, or search by name.",
      );
    }
  };

  return { video, cameraOn, startCamera, stopCamera };
}
