// The floor of a first visit's main-thread work (docs/decisions/148): what React, React DOM and React
// Router cost hydrating a page of a route's size with none of the club's code. Built once per run
// from entry.ts beside this file; served by a small server that, for /floor/<route>, fetches the
// route's HTML from the site, keeps its markup and stylesheet, drops the site's scripts and hands
// the markup to the floor's script, started after the first paint exactly as the site's modules are
// (src/web/lib/start-modules.ts). Every other request is passed to the site, so images and fonts
// are the same. Used by scripts/main-thread-bench.ts and scripts/lighthouse.ts --ci.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { scriptsHolderId } from "../../src/shared/page-shell.ts";
import { startModulesScript } from "../../src/web/lib/start-modules.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The floor's script: React, React DOM, React Router and the few lines of entry.ts, minified. */
export async function buildFloorScript(): Promise<{ code: string; gzipBytes: number }> {
  const outDir = mkdtempSync(path.join(tmpdir(), "main-thread-floor-"));
  // React's and the router's production builds, as the site's build gets them (the package exports'
  // "production" condition follows NODE_ENV).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: false,
      root: here,
      // Not the warnings about React Router's "use client" lines, which the site's build prints too.
      logLevel: "error",
      mode: "production",
      build: {
        outDir,
        emptyOutDir: true,
        modulePreload: false,
        target: "es2022",
        rolldownOptions: { input: path.join(here, "entry.ts"), output: { entryFileNames: "floor.js", codeSplitting: false } },
      },
    });
    const code = readFileSync(path.join(outDir, "floor.js"), "utf8");
    return { code, gzipBytes: gzipSync(code, { level: 9 }).length };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The floor page of a route's HTML: the same head (the inlined stylesheet) and body markup, without
 * the site's scripts, module preloads, <noscript>s or comments (React's text separators, which the
 * floor's tree does not make), the markup wrapped in #floor-root, and the floor's script started
 * after the first paint by the site's own start-up script.
 */
export function floorHtml(html: string): string {
  const stripped = html
    .replace(/<noscript\b[\s\S]*?<\/noscript>/g, "")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const bodyStart = /<body\b[^>]*>/.exec(stripped);
  const bodyEnd = stripped.lastIndexOf("</body>");
  if (!bodyStart || bodyEnd < 0) throw new Error("the route's HTML has no <body>");
  const start = bodyStart.index + bodyStart[0].length;
  return (
    stripped.slice(0, start) +
    `<div id="floor-root">${stripped.slice(start, bodyEnd)}</div>` +
    `<noscript id="${scriptsHolderId}"><script type="module" src="/floor.js"></script></noscript>` +
    `<script>${startModulesScript}</script>` +
    stripped.slice(bodyEnd)
  );
}

/** The path of the floor page standing beside `route`. */
export function floorPath(route: string): string {
  return `/floor${route === "/" ? "" : route}`;
}

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/** A body as the site sends its own: brotli or gzip when the browser takes them, each made once. */
function encodedBody(text: string) {
  const plain = Buffer.from(text, "utf8");
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return (acceptEncoding: string | undefined): { body: Buffer; encoding?: string } => {
    if (/\bbr\b/.test(acceptEncoding ?? "")) return { body: (br ??= brotliCompressSync(plain)), encoding: "br" };
    if (/\bgzip\b/.test(acceptEncoding ?? "")) return { body: (gzip ??= gzipSync(plain, { level: 9 })), encoding: "gzip" };
    return { body: plain };
  };
}

/**
 * Serves the floor's script and pages beside the site at `siteUrl`, on a free port of 127.0.0.1. Both
 * go compressed as the site's pages and scripts do: Lighthouse simulates the network from the bytes
 * sent, and a floor sent whole would paint later, its tasks falling before its first paint, outside
 * the blocking time the route is held to.
 */
export async function startFloorServer(siteUrl: string, script: string): Promise<FloorServer> {
  const pages = new Map<string, ReturnType<typeof encodedBody>>();
  const floorScript = encodedBody(script);
  const send = (response: ServerResponse, type: string, encoded: { body: Buffer; encoding?: string }) => {
    response.writeHead(200, {
      "content-type": type,
      "cache-control": "no-store",
      vary: "Accept-Encoding",
      "content-length": encoded.body.length,
      ...(encoded.encoding ? { "content-encoding": encoded.encoding } : {}),
    });
    response.end(encoded.body);
  };
  const server: Server = createServer(async (request, response) => {
    try {
      const pathname = new URL(request.url ?? "/", "http://floor").pathname;
      const accepted = request.headers["accept-encoding"];
      if (pathname === "/floor.js") {
        send(response, "text/javascript; charset=utf-8", floorScript(accepted));
        return;
      }
      if (pathname === "/floor" || pathname.startsWith("/floor/")) {
        const route = pathname.slice("/floor".length) || "/";
        let page = pages.get(route);
        if (!page) {
          const answer = await fetch(new URL(route, siteUrl));
          if (!answer.ok) throw new Error(`${route} answered ${answer.status}`);
          page = encodedBody(floorHtml(await answer.text()));
          pages.set(route, page);
        }
        send(response, "text/html; charset=utf-8", page(accepted));
        return;
      }
      // Images, fonts, the favicon: the site's own.
      const answer = await fetch(new URL(request.url ?? "/", siteUrl), { headers: { "accept-encoding": "identity" } });
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the floor server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
