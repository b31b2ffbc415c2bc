import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { PageLoadContext } from "../../shared/page-load-context.ts";
import { eventOgImage } from "#features/events/cards/og-image.server.ts";

/**
 * The site's server build (build/server, React Router's own), through which the server answers
 * every page that is not a prerendered file (rendered-pages.ts), member cards and tickets. This is the
 * only way server code reaches the site's code.
 */
export interface SiteBuild {
  /** React Router's answer to `request`, rendered with `context` (its load context). */
  handle(request: Request, context: PageLoadContext): Promise<Response>;
  /** The nonce of the pages the build prerendered (entry.server.tsx), for their Content-Security-Policy. */
  staticPageNonce: string;
}

/** A page rendered by the server: its HTML and the nonce its inline scripts carry. */
export interface RenderedPage {
  status: number;
  html: Buffer;
  nonce: string;
}

/** A new nonce: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** The server build in `serverBuildDir`, or nothing where there is none (a server started without a web build, tests with a fixture site). */
export async function loadSiteBuild(serverBuildDir: string): Promise<SiteBuild | undefined> {
  const entry = path.join(serverBuildDir, "index.js");
  if (!existsSync(entry)) return undefined;
  const [{ createRequestHandler }, build] = await Promise.all([import("react-router"), import(pathToFileURL(entry).href) as Promise<ServerBuild>]);
  const { staticPageNonce } = build.entry.module as { staticPageNonce?: unknown };
  if (typeof staticPageNonce !== "string" || staticPageNonce.length < 16) throw new Error(`${entry} exports no staticPageNonce: run npm run build`);
  const handle = createRequestHandler(build, "production");
  return { handle: (request, context) => handle(request, context), staticPageNonce };
}

/**
 * Renders the page at `pathname` with a nonce of its own. Only the path reaches the render: nothing
 * of the visitor's request (cookies, headers, query) enters a page that may be kept for others.
 */
export async function renderPage(build: SiteBuild, pathname: string, context: Omit<PageLoadContext, "nonce">): Promise<RenderedPage> {
  const nonce = newNonce();
  const response = await build.handle(new Request(new URL(pathname, "http://localhost")), { eventOgImage, ...context, nonce });
  return { status: response.status, html: Buffer.from(await response.arrayBuffer()), nonce };
}
