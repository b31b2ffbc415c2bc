// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clubEvent } from "#tests/support/club-events.ts";
import { eventsText } from "#web/content/events.ts";
import { EventCard } from "./event-card.tsx";
import { EventGrid } from "./event-grid.tsx";
import { withEnglishEventsText } from "./events-text.test-support.tsx";

const showToast = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("#web/lib/toast.ts", () => ({ showToast }));

const event = clubEvent({ description: "Projects, quizzes and talks." });

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const failure = () => new Response(JSON.stringify({ message: "Something went wrong on our side." }), { status: 500 });
const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The grid on a page of its own with no loader answer, as a page loading its list in the browser has. */
const renderGrid = () => render(<RouterProvider router={createMemoryRouter([{ path: "/", element: withEnglishEventsText(<EventGrid card={(props) => <EventCard {...props} />} />) }])} />);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// One test: the list's cache lives for the whole file, as it lives for a whole visit.
it("keeps the events shown when a later refresh fails, and raises the failure toast only for a list that never loaded", async () => {
  fetchMock.mockResolvedValueOnce(ok([event])).mockImplementation(async () => failure());
  const first = renderGrid();
  await advance(0);
  expect(screen.getByRole("heading", { name: event.title })).toBeTruthy();
  first.unmount();

  // Back after a minute: the cached events show at once while they are refreshed, and the refresh
  // fails with every retry.
  await advance(61_000);
  renderGrid();
  await advance(8000);
  expect(fetchMock).toHaveBeenCalledTimes(5);
  expect(screen.getByRole("heading", { name: event.title })).toBeTruthy();
  expect(screen.queryByText(eventsText.loading)).toBeNull();
  expect(showToast).not.toHaveBeenCalled();
});
