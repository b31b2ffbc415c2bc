import { earlyInputKey, type EarlyInput } from "../../shared/early-input.ts";

/**
 * Called once the page has hydrated: stops the inline script's noting (src/shared/early-input.ts),
 * hands what the visitor typed meanwhile to the forms' state, then replays the tap or submit it
 * noted, if its element is still on the page. A page opened without the inline script (the dev
 * server, tests rendering components) has nothing to replay.
 */
export function replayEarlyInput(): void {
  const early = (globalThis as Record<symbol, EarlyInput | undefined>)[Symbol.for(earlyInputKey)];
  if (!early || early.hydrated) return;
  early.hydrated = true;
  const action = early.action;
  early.action = null;
  // Everything is read before anything is handed over: each hand-over renders the form, and a
  // render sets every other field back to the state's value.
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("form input, form textarea");
  const entered = Array.from(fields, (field) => [field, earlyEntry(field)] as const).filter(
    (pair): pair is readonly [HTMLInputElement | HTMLTextAreaElement, string | boolean] => pair[1] !== undefined,
  );
  if (entered.length === 0 && !action) return;
  // Outside React's commit, as if the visitor did it now: each hand-over's event is handled (and
  // rendered) before the next is sent, and the replayed submit, a task later, reads their state.
  setTimeout(() => {
    for (const [field, entry] of entered) if (field.isConnected) adoptEntry(field, entry);
    setTimeout(() => {
      if (!action || !action.target.isConnected) return;
      if (action.kind === "submit") action.target.requestSubmit();
      else if (action.target instanceof HTMLElement) action.target.click();
    }, 0);
  }, 0);
}

const notTyped = new Set(["file", "hidden", "submit", "button", "reset", "image"]);

/** What the visitor entered in `field` before hydration, if it differs from the page's HTML. */
export function earlyEntry(field: HTMLInputElement | HTMLTextAreaElement): string | boolean | undefined {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio that was unticked by ticking another needs nothing: the ticked one carries the choice.
    if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) return undefined;
    return field.checked;
  }
  if (field instanceof HTMLInputElement && notTyped.has(field.type)) return undefined;
  return field.value === field.defaultValue ? undefined : field.value;
}

/**
 * React's controlled fields hydrate with the state's value ("" at first) and do not see text typed
 * or boxes ticked before then: the form would send them as empty, and its next render would wipe
 * them off the screen. React notices a change by comparing the field with the value it last set
 * (its value tracker), so the field is set back through React's setter, then to what the visitor
 * entered through the browser's own, and the event React listens to is sent.
 */
export function adoptEntry(field: HTMLInputElement | HTMLTextAreaElement, entry: string | boolean): void {
  if (typeof entry === "boolean") {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = field.defaultChecked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(field, entry);
    // A plain Event, not a MouseEvent: React hears it, the browser does not toggle the box again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, entry);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
