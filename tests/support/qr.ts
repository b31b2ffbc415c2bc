import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

// QR codes read back in tests with ZXing (zxing-wasm, the decoder the door uses through
// barcode-detector), its WebAssembly read from node_modules: the tests reach no network.
// @paulmillr/qr's own decoder threw on about 1 code in 200 of a ticket's random addresses, each
// drawn correctly ("Cannot read properties of undefined", "RS.decode: invalid errors number"); ZXing
// read 500 of 500, that one included.
const require = createRequire(import.meta.url);
prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer as ArrayBuffer } });

/** The text of the first QR code in an image file (PNG) or in RGBA pixels, or undefined for none. */
export async function readQrCode(image: Uint8Array | { data: Uint8Array | Uint8ClampedArray; width: number; height: number }): Promise<string | undefined> {
  const input = image instanceof Uint8Array ? image : ({ data: image.data, width: image.width, height: image.height, colorSpace: "srgb" } as ImageData);
  const [found] = await readBarcodes(input, { formats: ["QRCode"] });
  return found?.text;
}
