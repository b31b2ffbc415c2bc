import decodeQR from "@paulmillr/qr/decode.js";
import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "./qr-code.ts";

/** Draws the SVG's path back into pixels (each module `scale` pixels, RGBA) as a scanner would see it. */
function pixelsOf(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  const d = /<path fill="#000" d="([^"]+)"/.exec(svg)![1]!;
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let column = Number(x) * scale; column < (Number(x) + Number(run)) * scale; column++) {
      for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) data.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe("the QR codes of member cards and tickets (SVG)", () => {
  it("reads back as the card's address", () => {
    const url = "https://club.example/join-us/member/Xq3_kJ-9aZ0bY7cW2vU5tS1rQ8pO6nM4lK2jH0gF1eD";
    const svg = qrCodeSvg(url, "QR code of this card's address");
    expect(decodeQR(pixelsOf(svg))).toBe(url);
  });

  it("is one accessible SVG with its name, a white square and one path, a few kilobytes", () => {
    const svg = qrCodeSvg("https://club.example/join-us/member/abc", 'A "card" <code>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" role="img" aria-label="A card code"/);
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg.length).toBeLessThan(8_000);
  });
});
