import decodeQR from "@paulmillr/qr/decode.js";
import sharp from "sharp";
import { expect, it } from "vitest";
import { qrCodePng } from "../../src/server/qr-code.ts";
import { readQrCode } from "./qr.ts";

// A ticket's address whose correctly drawn QR code @paulmillr/qr's own decoder cannot read (it threw
// "RS.decode: invalid errors number"): the tests read QR codes with ZXing instead (qr.ts).
const address = "http://localhost:3000/tickets/zlKDDf3YKVk5epsX_T2IJ-iJF-PSW1AS";

it("reads back the QR code of an address the other decoder fails on", async () => {
  const png = await qrCodePng(address);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(() => decodeQR({ width: info.width, height: info.height, data })).toThrow();
  expect(await readQrCode({ width: info.width, height: info.height, data })).toBe(address);
  expect(await readQrCode(new Uint8Array(png))).toBe(address);
});
