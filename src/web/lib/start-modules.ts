// The page's JavaScript starts after its first paint (docs/decisions/125). React Router's
// <Scripts> writes a module preload for every module of the page and a module script importing
// them; read by the browser with the rest of the HTML, they download about 120 KB while the page is
// being parsed and laid out, and Lighthouse's simulation of a phone counts every download that ended
// before the first paint as one the paint waited for (LCP 2.1 s instead of 0.9 s).
//
// So the root layout renders <Scripts> inside a <noscript> (src/web/lib/document-parts.tsx): with
// scripting on, the browser keeps its content as text, neither fetching nor running it, and React
// never hydrates a <noscript>'s children. Right after it, this inline script has the browser parse
// that text into elements: the ordinary scripts run at once (the router's context, which its data
// scripts later in the page feed), and the module preloads and module scripts are added once the
// first contentful paint is on screen. This module is for the build and the server only.

import { scriptsHolderId } from "../../shared/page-shell.ts";

/** What waits for the first paint: the elements that download or run the page's modules. */
const moduleElements = 'link[rel="modulepreload"], script[type="module"]';

/**
 * The router's module script imports the route modules statically (`import * as route0 from
 * "/assets/root-….js";` …, then `import("/assets/entry.client-….js")`), so the browser evaluated
 * the page's whole module graph, the framework chunk with the site's frame among it, in ONE task:
 * on a phone (Lighthouse's CPU 4x) a task of 300-500 ms right after the first paint, most of the
 * blocking time of a first visit. Before it is added, its static imports become
 * dynamic ones and every module the page preloads (but the client entry, which hydrates) is
 * evaluated first, one a task, in the router's order (its runtime and the framework chunk lead),
 * with a yield between them (`scheduler.yield()` where there is one). A script of another shape is
 * left as it is: the page still starts, in one task.
 */
const evaluateInTurns = [
  'const router = modules.find((element) => element.localName === "script");',
  'const entry = router && /import\\(("[^"]+")\\);?\\s*$/.exec(router.textContent)?.[1];',
  'const imports = router && /^[;\\s]*((?:import \\* as \\w+ from "[^"]+";\\s*)+)/.exec(router.textContent);',
  'if (entry && imports && !/\\bimport [^(]/.test(router.textContent.slice(imports[0].length))) {',
  '  const hrefs = modules.filter((element) => element.localName === "link").map((element) => JSON.stringify(element.getAttribute("href"))).filter((href) => href !== entry);',
  "  router.textContent = [",
  '    "const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0)));",',
  "    ...hrefs.map((href) => `await import(${href}); await nextTask();`),",
  '    imports[1].replace(/import \\* as (\\w+) from ("[^"]+");/g, "const $1 = await import($2);"),',
  "    router.textContent.slice(imports[0].length),",
  '  ].join("\\n");',
  "}",
];

/**
 * The inline script. The browser reports the first contentful paint (Paint Timing) when its frame
 * is on screen; where Paint Timing is missing, it waits one frame. A page in a background tab paints
 * nothing until shown, so it does not wait; nor does any page once 3 s have passed.
 * `createContextualFragment` makes scripts that run when added (unlike innerHTML's), each keeping
 * its nonce.
 */
export const startModulesScript = [
  "{",
  `const holder = document.getElementById(${JSON.stringify(scriptsHolderId)});`,
  "const parts = document.createRange().createContextualFragment(holder.textContent);",
  `const modules = [...parts.querySelectorAll(${JSON.stringify(moduleElements)})];`,
  "for (const element of modules) element.remove();",
  "document.body.append(parts);",
  ...evaluateInTurns,
  "let started = false;",
  "const start = () => { if (started) return; started = true; document.body.append(...modules); };",
  'if (document.visibilityState !== "visible") start();',
  'else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
  '  const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); start(); } });',
  '  observer.observe({ type: "paint", buffered: true });',
  "  setTimeout(start, 3000);",
  "} else requestAnimationFrame(() => setTimeout(start, 0));",
  "}",
].join("\n");
