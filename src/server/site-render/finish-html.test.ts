import { describe, expect, it } from "vitest";
import { iconSpriteId, siteFooterId } from "../../shared/page-shell.ts";
import { pageViewSessionKey, splashGateScript, splashSkipAttribute } from "../../shared/splash-gate.ts";
import { finishPageHtml, type SiteParts } from "./finish-html.ts";

// A page as React Router's prerender writes it (root.tsx's layout), cut down to what the finishing
// step reads: module preloads, the stylesheet link, a body and the router's inline module script.
const routerScript = [
  'import "/assets/manifest-1a2b.js";',
  'import * as route0 from "/assets/root-3c4d.js";',
  'import * as route1 from "/assets/about-5e6f.js";',
  'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
  "",
  'import("/assets/entry.client-7a8b.js");',
].join("\n");
const page = (options: { body?: string; preloads?: string[] } = {}) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>About</title>',
    ...(options.preloads ?? ["/assets/entry.client-7a8b.js", "/assets/framework-9c0d.js", "/assets/root-3c4d.js", "/assets/about-5e6f.js"]).map(
      (href) => `<link rel="modulepreload" href="${href}"/>`,
    ),
    '<link rel="stylesheet" href="/assets/root-abcd.css"/></head>',
    options.body ?? "<body>",
    `<main><h1>About</h1></main><footer id="${siteFooterId}">Footer</footer>`,
    `<script type="module" async="">${routerScript}</script></body></html>`,
  ].join("");

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" id="${iconSpriteId}" hidden="">\n<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18"/></symbol>\n</svg>`;
const parts: SiteParts = { stylesheet: () => "h1{color:navy}", iconSprite: sprite };
const moduleScriptOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
const AsyncFunction = (async () => undefined).constructor as new (body: string) => unknown;

describe("finishPageHtml", () => {
  it("inlines the stylesheet, keeping the link React hydrates against, disabled", () => {
    const html = finishPageHtml(page(), parts);
    expect(html).toContain('<style>h1{color:navy}</style><link rel="stylesheet" href="/assets/root-abcd.css" disabled=""/>');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it("holds the first render until the footer has been parsed, from the head", () => {
    const html = finishPageHtml(page(), parts);
    const expectLink = `<link rel="expect" href="#${siteFooterId}" blocking="render"/>`;
    expect(html.indexOf(expectLink)).toBeGreaterThan(0);
    expect(html.indexOf(expectLink)).toBeLessThan(html.indexOf("</head>"));
  });

  it("puts the icon sprite first in the body, whatever attributes the body has", () => {
    expect(finishPageHtml(page(), parts)).toContain(`<body>${sprite}<main>`);
    expect(finishPageHtml(page({ body: '<body class="home">' }), parts)).toContain(`<body class="home">${sprite}<main>`);
  });

  it("gives a page with the splash its inline gate, right after the sprite and before the splash; other pages none", () => {
    const home = finishPageHtml(page({ body: '<body><div data-splash="" aria-hidden="true">Logo</div>' }), parts);
    expect(home).toContain(`<body>${sprite}<script>${splashGateScript}</script><div data-splash=""`);
    expect(finishPageHtml(page(), parts)).not.toContain(splashGateScript);
  });

  it("evaluates the framework chunk first, then each of the router's modules, each in a task of its own", () => {
    const script = moduleScriptOf(finishPageHtml(page(), parts));
    const evaluations = script.split("\n").filter((line) => line.includes("await import("));
    expect(evaluations).toEqual([
      'await import("/assets/framework-9c0d.js"); await nextTask();',
      'await import("/assets/manifest-1a2b.js"); await nextTask();',
      'const route0 = await import("/assets/root-3c4d.js"); await nextTask();',
      'const route1 = await import("/assets/about-5e6f.js"); await nextTask();',
    ]);
    // After the first paint, the preloads first (so the modules download together), the client entry last.
    expect(script.indexOf('getEntriesByName("first-contentful-paint")')).toBeGreaterThan(0);
    expect(script.indexOf('getEntriesByName("first-contentful-paint")')).toBeLessThan(script.indexOf('rel: "modulepreload"'));
    expect(script.indexOf('rel: "modulepreload"')).toBeLessThan(script.indexOf("await import("));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-7a8b.js");')).toBe(true);
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("still evaluates the router's modules when there is no framework chunk", () => {
    const script = moduleScriptOf(finishPageHtml(page({ preloads: ["/assets/root-3c4d.js"] }), parts));
    expect(script).not.toContain("framework");
    expect(script).toContain('await import("/assets/manifest-1a2b.js"); await nextTask();');
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("refuses a sprite that is not one <svg> with the id the icons use", () => {
    expect(() => finishPageHtml(page(), { ...parts, iconSprite: sprite.replace(iconSpriteId, "other") })).toThrow(/icon sprite/);
    expect(() => finishPageHtml(page(), { ...parts, iconSprite: `${sprite}${sprite}` })).toThrow(/icon sprite/);
    expect(() => finishPageHtml(page(), { ...parts, iconSprite: "" })).toThrow(/icon sprite/);
  });

  it("refuses a page without the shape the root layout gives every page", () => {
    expect(() => finishPageHtml(page().replace("<body>", ""), parts)).toThrow(/one <body>/);
    expect(() => finishPageHtml(page().replace(/<link rel="stylesheet"[^>]*>/, ""), parts)).toThrow(/one stylesheet link/);
    expect(() => finishPageHtml(page().replace("window.__reactRouterRouteModules", "window.other"), parts)).toThrow(/changed shape/);
    expect(() => finishPageHtml(page(), { ...parts, stylesheet: () => "</style><script>" })).toThrow(/cannot be inlined/);
  });
});

/** Runs the splash gate against a stand-in for the browser, as the page would on arrival. */
function runSplashGate(stored: Record<string, string>, { storageRefused = false } = {}) {
  const attributes = new Set<string>();
  const listeners: { type: string; listener: () => void }[] = [];
  const sessionStorage = {
    getItem: (key: string) => {
      if (storageRefused) throw new Error("SecurityError");
      return stored[key] ?? null;
    },
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  const addEventListener = (type: string, listener: () => void) => listeners.push({ type, listener });
  new Function("document", "sessionStorage", "addEventListener", splashGateScript)(document, sessionStorage, addEventListener);
  return { skipped: () => attributes.has(splashSkipAttribute), listeners, stored };
}

describe("the splash gate", () => {
  it("lets the first arrival of a session see the splash, and notes it", () => {
    const first = runSplashGate({});
    expect(first.skipped()).toBe(false);
    expect(runSplashGate(first.stored).skipped()).toBe(true);
  });

  it("skips the splash when the session has already opened a page of the site", () => {
    expect(runSplashGate({ [pageViewSessionKey]: "6f1c2d3e-session" }).skipped()).toBe(true);
  });

  it("shows the splash where storage is refused, as before", () => {
    expect(runSplashGate({}, { storageRefused: true }).skipped()).toBe(false);
  });

  it("skips it at the first tap or key", () => {
    const gate = runSplashGate({});
    expect(gate.listeners.map((l) => l.type)).toEqual(["pointerdown", "keydown"]);
    gate.listeners[1]?.listener();
    expect(gate.skipped()).toBe(true);
  });
});
