/**
 * Reading QR codes at the door (decision 121): the browser's own BarcodeDetector where it reads QR
 * codes (Android's Chrome, Safari on recent iPhones), else the `barcode-detector` ponyfill, ZXing-C++
 * built to WebAssembly, whose .wasm file Vite puts among the console's own assets: nothing loads from
 * a CDN. This module is imported by the door page alone; the ponyfill only where it is needed.
 */

export interface QrReader {
  /** The texts of the QR codes in an image, a video frame or a photo file; none when it holds none. */
  read(source: HTMLVideoElement | ImageBitmap | Blob): Promise<string[]>;
  /** Which decoder reads: the browser's own, or ours. */
  kind: "native" | "zxing";
}

interface NativeDetector {
  detect(source: unknown): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<NativeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function zxingDetector(): Promise<NativeDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  // Our copy of the .wasm, never the CDN the library would otherwise use; fetched now, so the door can read offline later.
  // Kept for a cold start with no network; a failure to keep it does not stop reading now.
  void import("./door-worker.ts").then(({ keepDecoder }) => keepDecoder(wasmUrl)).catch(() => undefined);
  await prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) }, fireImmediately: true });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

let loading: Promise<QrReader> | undefined;

/** The reader, loaded once per page: call it when the door opens, so it is ready before the network goes. */
export function loadQrReader(): Promise<QrReader> {
  loading ??= (async () => {
    const native = await nativeDetector();
    const detector = native ?? (await zxingDetector());
    return {
      kind: native ? "native" : "zxing",
      async read(source) {
        // The native detector takes no Blob: a photo becomes a bitmap first.
        const image = source instanceof Blob ? await createImageBitmap(source) : source;
        try {
          return (await detector.detect(image)).map((code) => code.rawValue).filter(Boolean);
        } finally {
          if (source instanceof Blob) (image as ImageBitmap).close();
        }
      },
    } satisfies QrReader;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
