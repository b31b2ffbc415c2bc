import { afterEach, beforeEach, vi } from "vitest";

// A test that logs a console error fails: errors are either expected (and spied on) or bugs.
let errorSpy: { mock: { calls: unknown[][] }; mockRestore(): void } | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(" ")).join("\n")}`);
  }
});
