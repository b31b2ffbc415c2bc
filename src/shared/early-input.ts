// What a visitor does before the page's JavaScript has hydrated it: the HTML paints first and its
// buttons and forms show at once, but until React has attached its handlers a tap on "Register Now"
// or "Open menu" would do nothing, and a form would be submitted by the browser itself, putting
// its fields in the URL. A few lines of inline script at the start of <body> (lib/document-parts.tsx) note the
// last such tap or submit; the app replays it once hydrated (src/web/lib/early-input.ts).

/** Marks a button whose tap before hydration is replayed after it. */
export const replayClickAttribute = "data-replay-click";

/** Spread on such a button: `<button {...replayClick}>`. */
export const replayClick = { [replayClickAttribute]: "" } as const;

/** Where the inline script leaves what it noted: `globalThis[Symbol.for(earlyInputKey)]`. */
export const earlyInputKey = "science-club.early-input";

export interface EarlyInput {
  /** Set by the app once hydrated: from then on the page's own handlers answer. */
  hydrated: boolean;
  /** The last tap on a marked button, or the last form submitted, before hydration. */
  action: { kind: "click"; target: Element } | { kind: "submit"; target: HTMLFormElement } | null;
}

/**
 * The inline script's part. It runs before the modules load, listens in the capture phase so it
 * sees the event first, and stops a form's own submission (the app submits it again).
 */
export const earlyInputListener = [
  `const early = (globalThis[Symbol.for(${JSON.stringify(earlyInputKey)})] = { hydrated: false, action: null });`,
  `addEventListener("click", (event) => { const target = early.hydrated || !(event.target instanceof Element) ? null : event.target.closest("[${replayClickAttribute}]"); if (target) early.action = { kind: "click", target }; }, true);`,
  `addEventListener("submit", (event) => { if (early.hydrated || !(event.target instanceof HTMLFormElement)) return; event.preventDefault(); early.action = { kind: "submit", target: event.target }; }, true);`,
].join("\n");
