/**
 * The door offline (decision 146): the service worker that keeps the door's pages and code on a
 * phone, and the scope it controls. Only the door's pages are under it; no other console page, and
 * never the public site.
 */

/** The worker's file, beside the console's shell: /organiser/door-sw.js. */
export const doorServiceWorkerFile = "door-sw.js";

/** Every door page (`/organiser/check-in/:eventId`, its walk-ins and its printed list), and nothing else. */
export const doorServiceWorkerScope = "/organiser/check-in/";

/** The route modules the worker keeps, with all they import: the events list too, the home screen's start page. */
export const doorPrecacheRoutes = ["features/check-in/console/routes/check-in-page.tsx", "features/check-in/console/routes/door-page.tsx", "features/check-in/console/routes/walk-in-page.tsx", "features/check-in/console/routes/door-list-page.tsx"] as const;

/** The cache the door's QR decoder (ZXing's WebAssembly) is kept in, on phones that need it. */
export const doorDecoderCache = "door-decoder";

/** The cache of the events' public categories and registration forms, for walk-ins with no network. */
export const doorFormsCache = "door-forms";
