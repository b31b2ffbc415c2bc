import { describe, expect, it } from "vitest";
import { pageViewSessionKey, splashGateScript, splashSkipAttribute } from "./splash-gate.ts";


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
