import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydration, the longest task of a first visit, waits until the first contentful paint is on
 * screen, so it follows the paint instead of delaying it (docs/decisions/048, 125). The browser
 * reports that paint (Paint Timing) when the frame is presented. A page in a background tab paints
 * nothing until shown, so it does not wait; nor does any page once 3 s have passed.
 */
const firstPaintShown = new Promise<void>((shown) => {
  if (document.visibilityState !== "visible") return shown();
  setTimeout(shown, 3000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    shown();
  }).observe({ type: "paint", buffered: true });
});

void firstPaintShown.then(() =>
  startTransition(() => {
    // Without React's StrictMode, which checks only in development: the few bytes it costs every
    // page's first visit are kept for the pages themselves.
    hydrateRoot(document, <HydratedRouter />);
  }),
);
