import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
// eslint-disable-next-line no-restricted-imports -- React DOM's server renderer, not the project's server code
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { earlyInputListener } from "../shared/early-input.ts";
import { splashGateScript } from "#features/home/ui/splash-gate.ts";
import { startModulesScript } from "./lib/start-modules.ts";
import siteStylesheet from "./app.css?inline";
import iconSprite from "./components/ui/icon-sprite.svg?raw";
import splashStylesheet from "#features/home/ui/splash.css?inline";
import { bengaliFontCss } from "./lib/bengali-font-css.ts";
import { DocumentPartsContext, type DocumentParts } from "./lib/document-parts.tsx";
import "./load-context.ts";

/**
 * The nonce of the pages the build prerenders (vite.config.ts): the server reads it here, through
 * the framework's build, for those pages' Content-Security-Policy.
 */
export const staticPageNonce = import.meta.env.STATIC_PAGE_NONCE;

/** How long a render may wait for data before it is cut short. */
export const streamTimeout = 5_000;

// Home's splash styles travel in the one site stylesheet: 0.8 KB, and one render-blocking request less on home.
const stylesheet = siteStylesheet + splashStylesheet;
// The CSS goes inside an HTML element: it must not be able to close it.
if (/<\/style/i.test(stylesheet)) throw new Error('the site stylesheet contains "</style"; it cannot be inlined');

/**
 * Renders a page: with the nonce the server drew for this render (its load context), or, when the
 * build prerenders a page (no load context), with the build's. The whole page is rendered before it
 * is sent: the server keeps and compresses it (src/server/site-render/rendered-pages.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  // On the server (a load context), a path no page answers (the catch-all route, or a loader's 404)
  // is not rendered: the server sends the 404 page the build prerendered. The build's prerender of
  // that page, without a load context, renders it.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route;
  if (loadContext?.nonce && (responseStatusCode === 404 || leaf?.path?.endsWith("*"))) {
    return Promise.resolve(new Response(null, { status: 404, headers: responseHeaders }));
  }
  const nonce = loadContext?.nonce ?? staticPageNonce;
  const parts: DocumentParts = {
    nonce,
    "site-stylesheet": stylesheet,
    "bengali-font-stylesheet": bengaliFontCss,
    "site-icon-sprite": iconSprite,
    "early-input": earlyInputListener,
    "splash-gate": splashGateScript,
    "start-modules": startModulesScript,
  };
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentPartsContext.Provider value={parts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentPartsContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
