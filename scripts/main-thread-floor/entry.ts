// The floor page's only script (scripts/main-thread-bench.ts): React, React DOM and React Router
// hydrating the markup a route of the site sent, with none of the club's code. It reads the tree to
// hydrate from the page itself (the body's content, which the benchmark wrapped in #floor-root), so
// the floor hydrates as many elements and as much text as the route it stands beside, and React
// finds on the page exactly what it renders. As the site's pages do (src/web/lib/start-modules.ts),
// it evaluates the libraries in one task and hydrates in the next, under a transition.
import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

// The libraries are evaluated with this module (static imports, so the bundle keeps only what the
// floor uses); the rest waits for the next task.
await new Promise((resolve) => setTimeout(resolve, 0));

/** HTML attribute names whose React prop is spelled otherwise. */
const propNames: Record<string, string> = { class: "className", for: "htmlFor", tabindex: "tabIndex", value: "defaultValue", checked: "defaultChecked" };
const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

function props(element: Element, key: number): Record<string, unknown> {
  const result: Record<string, unknown> = { key };
  for (const { name, value } of Array.from(element.attributes)) {
    // React checks no attribute when it hydrates a production build; a style string is not a prop it takes.
    if (name === "style" || name.startsWith("on")) continue;
    result[propNames[name] ?? name] = value;
  }
  return result;
}

function toNode(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (voidElements.has(tag)) return createElement(tag, props(element, key));
  if (tag === "textarea") return createElement(tag, { ...props(element, key), defaultValue: element.textContent });
  return createElement(tag, props(element, key), ...Array.from(element.childNodes, (child, i) => toNode(child, i)));
}

const container = document.getElementById("floor-root");
if (!container) throw new Error("the floor page has no #floor-root");
const tree = Array.from(container.childNodes, (child, i) => toNode(child, i));

/** Marks the page once hydrated, for the benchmark to check. Renders nothing. */
function Hydrated() {
  useEffect(() => document.documentElement.setAttribute("data-floor-hydrated", ""), []);
  return null;
}

function Page() {
  return [...tree, createElement(Hydrated, { key: "hydrated" })];
}

const router = createBrowserRouter([{ path: "*", Component: Page }], { hydrationData: { loaderData: {} } });

startTransition(() => {
  hydrateRoot(container, createElement(RouterProvider, { router }), {
    onRecoverableError: (error) => document.documentElement.setAttribute("data-floor-error", String(error)),
  });
});
