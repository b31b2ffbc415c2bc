import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.ts";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script's text as written, once, and skips external and empty scripts", () => {
    const html =
      `<script>window.__a=1</script><script type="module" async="">import("/assets/x.js")</script>` +
      `<script src="/assets/entry.js"></script><script type="module" src="/assets/y.js" async></script>` +
      `<script id="_R_">\n  window.__b = "<\\/p>";\n</script><script></script><script>window.__a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual(
      [hash("window.__a=1"), hash('import("/assets/x.js")'), hash('\n  window.__b = "<\\/p>";\n')].sort(),
    );
  });

  it("matches the hash browsers compute (CSP3 example: alert('Hello, world.');)", () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source
    expect(inlineScriptHashes(Buffer.from("<script>alert('Hello, world.');</script>"))).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });
});
