import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Hydration, the longest task of a first visit, follows the first paint instead of delaying it: the
// page's modules, this one among them, are only requested once the first contentful paint is on
// screen (src/web/lib/start-modules.ts).
startTransition(() => {
  // Without React's StrictMode, which checks only in development: the few bytes it costs every
  // page's first visit are kept for the pages themselves.
  hydrateRoot(document, <HydratedRouter />);
});
