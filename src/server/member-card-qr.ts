import { encodeQR } from "@paulmillr/qr";

/**
 * The QR code of a member card's own address, as one inline SVG element (docs/decisions/111): drawn
 * here on the server, so no QR code library reaches a browser. Each row's dark runs make one path,
 * a few kilobytes for a card's address; four modules of quiet zone, as scanners expect.
 */
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
