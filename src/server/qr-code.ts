import { encodeQR } from "@paulmillr/qr";
import sharp from "sharp";

// QR codes drawn on the server with @paulmillr/qr (decision 111), so no QR code
// library reaches a browser. Medium error correction and four modules of quiet zone, as scanners expect.

/** A QR code as one inline SVG element: each row's dark runs make one path, a few kilobytes for an address. */
export function qrCodeSvg(text: string, label: string): string {
  const rows = encodeQR(text, "raw", { ecc: "medium", border: 4 });
  const size = rows.length;
  let path = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  const title = label.replace(/[<>&"]/g, "");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${title}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/**
 * A QR code as a PNG, for e-mail: many mail programs block SVG images. Eight pixels a module (about
 * 400 px for a ticket's address, sharp when a phone shows it at half size), two colours, about 2 KB.
 * Not the library's GIF, which it writes uncompressed (130 KB for the same code).
 */
export async function qrCodePng(text: string): Promise<Buffer> {
  const rows = encodeQR(text, "raw", { ecc: "medium", border: 4 });
  const scale = 8;
  const side = rows.length * scale;
  const pixels = Buffer.alloc(side * side, 255);
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, (y * scale + dy) * side + x * scale, (y * scale + dy) * side + (x + 1) * scale);
    });
  });
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
}
