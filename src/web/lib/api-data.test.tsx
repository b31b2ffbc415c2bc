// @vitest-environment happy-dom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
// React's own prerenderer, as the build uses it; not our server code, which the lint rule is about.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from "react-dom/server";
import { createContext, useContext, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useApiData, type ApiData } from "./api-data.ts";

const PageChildren = createContext<ReactNode>(null);
function PageRoute() {
  return <>{useContext(PageChildren)}</>;
}

/**
 * `children` rendered as a page of React Router, whose loader gave `answers` (lib/page-data.ts): the
 * router starts with them, as a page the server rendered hydrates with its loader's data.
 */
function InPage({ answers = {}, children }: { answers?: Record<string, unknown>; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ id: "page", path: "/", Component: PageRoute, loader: () => answers }], { hydrationData: { loaderData: { page: answers } } }),
  );
  return (
    <PageChildren.Provider value={children}>
      <RouterProvider router={router} />
    </PageChildren.Provider>
  );
}

// The cache lives for the whole test file, as it lives for a whole visit: each test reads its own path.
let pathCount = 0;
const newPath = () => `/api/test-list-${++pathCount}`;

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const failure = () => new Response(JSON.stringify({ message: "Something went wrong on our side." }), { status: 500 });

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<(url: string) => Promise<Response>>();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending requests settle and timers due within `ms` run, then React re-render. */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Mounts a component reading `path`; `renders` holds what each of its renders saw, first one first. */
function mount<T>(path: string, options?: { enabled?: boolean; answers?: Record<string, unknown> }) {
  const renders: ApiData<T>[] = [];
  const hook = renderHook(
    ({ enabled }: { enabled?: boolean }) => {
      const view = useApiData<T>(path, { enabled });
      renders.push(view);
      return view;
    },
    { initialProps: { enabled: options?.enabled ?? true }, wrapper: ({ children }) => <InPage answers={options?.answers}>{children}</InPage> },
  );
  return { ...hook, renders };
}

describe("useApiData", () => {
  it("shows the loading state, then the rows fetched from the path", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok([{ id: 1 }]));
    const { result, renders } = mount<{ id: number }[]>(path);
    expect(renders[0]).toMatchObject({ isPending: true, isError: false, data: undefined, error: undefined });
    await advance();
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: [{ id: 1 }] });
    // The path is the URL, so the prerendered page's data preload for it is reused.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(path);
  });

  it("makes one request for every component reading the same path at the same time", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok(["a", "b"]));
    const first = mount<string[]>(path);
    const second = mount<string[]>(path);
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.result.current.data).toEqual(["a", "b"]);
    expect(second.result.current.data).toEqual(["a", "b"]);
  });

  it("retries 3 times, after 1 s, 2 s and 4 s, showing 'loading' meanwhile, then shows the error", async () => {
    const path = newPath();
    fetchMock.mockImplementation(async () => failure());
    const { result } = mount<string[]>(path);
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    for (const [wait, callsAfter] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await advance(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter - 1);
      expect(result.current.isPending).toBe(true);
      await advance(1);
      expect(fetchMock).toHaveBeenCalledTimes(callsAfter);
    }

    expect(result.current).toMatchObject({ isPending: false, isError: true, data: undefined });
    expect(result.current.error?.message).toBe("Something went wrong on our side.");
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("shows the rows of a retry that succeeds, without ever showing an error", async () => {
    const path = newPath();
    fetchMock.mockResolvedValueOnce(failure()).mockResolvedValueOnce(ok(["late"]));
    const { result, renders } = mount<string[]>(path);
    await advance(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: ["late"] });
    expect(renders.some((view) => view.isError)).toBe(false);
  });

  it("shows cached rows at once on a later visit, and asks again only once they are 60 s old", async () => {
    const path = newPath();
    fetchMock.mockResolvedValueOnce(ok(["first"])).mockResolvedValueOnce(ok(["second"]));
    const visit = mount<string[]>(path);
    await advance();
    visit.unmount();

    await advance(59_000);
    const early = mount<string[]>(path);
    expect(early.renders[0]?.data).toEqual(["first"]);
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    early.unmount();

    await advance(1000);
    const late = mount<string[]>(path);
    // The old rows show in the first render while the newer ones load in the background.
    expect(late.renders[0]).toMatchObject({ isPending: false, data: ["first"] });
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(late.result.current.data).toEqual(["second"]);
    expect(late.renders.some((view) => view.isPending)).toBe(false);
  });

  it("forgets rows that no component has read for 5 minutes", async () => {
    const kept = newPath();
    const forgotten = newPath();
    fetchMock.mockImplementation(async (url) => ok([url]));
    const readers = [mount<string[]>(kept), mount<string[]>(forgotten)];
    await advance();
    for (const reader of readers) reader.unmount();

    await advance(5 * 60 * 1000 - 1);
    expect(mount<string[]>(kept).renders[0]?.data).toEqual([kept]);
    await advance(1);
    const again = mount<string[]>(forgotten);
    expect(again.renders[0]).toMatchObject({ isPending: true, data: undefined });
    await advance();
    expect(again.result.current.data).toEqual([forgotten]);
  });

  it("keeps rows while a component reads them, however long, and counts the 5 minutes from the last reader", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok(["rows"]));
    const first = mount<string[]>(path);
    await advance(10 * 60 * 1000);
    first.unmount();
    await advance(4 * 60 * 1000);
    mount<string[]>(path);
    await advance(2 * 60 * 1000);
    expect(mount<string[]>(path).renders[0]?.data).toEqual(["rows"]);
  });

  it("requests nothing while not enabled, and loads once enabled", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok({ fields: [] }));
    const { result, rerender } = mount<{ fields: unknown[] }>(path, { enabled: false });
    await advance(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });

    rerender({ enabled: true });
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.data).toEqual({ fields: [] });
  });

  it("keeps the rows it has when a background refresh fails, beside the error", async () => {
    const path = newPath();
    fetchMock.mockResolvedValueOnce(ok(["kept"])).mockImplementation(async () => failure());
    mount<string[]>(path).unmount();
    await advance(61_000);

    const { result, renders } = mount<string[]>(path);
    await advance(7000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(result.current).toMatchObject({ isPending: false, isError: true, data: ["kept"] });
    expect(result.current.error?.message).toBe("Something went wrong on our side.");
    expect(renders.every((view) => view.data?.[0] === "kept")).toBe(true);
  });

  it("tries again, from 'loading', when a page whose load failed is visited again", async () => {
    const path = newPath();
    fetchMock.mockImplementation(async () => failure());
    const visit = mount<string[]>(path);
    await advance(7000);
    expect(visit.result.current.isError).toBe(true);
    visit.unmount();

    fetchMock.mockResolvedValue(ok(["back"]));
    const { result } = mount<string[]>(path);
    expect(result.current.isPending).toBe(true);
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: ["back"] });
  });
});

describe("prerendering and hydration", () => {
  function Rows({ path }: { path: string }) {
    const { data, isPending } = useApiData<string[]>(path);
    return <p>{isPending ? "Loading..." : data?.join(", ")}</p>;
  }

  it("prerenders the loading state and hydrates without a mismatch, even when rows are cached", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok(["Ada", "Grace"]));
    const earlier = render(
      <InPage>
        <Rows path={path} />
      </InPage>,
    );
    await advance();
    expect(earlier.container.textContent).toBe("Ada, Grace");
    earlier.unmount();

    const html = renderToString(
      <InPage>
        <Rows path={path} />
      </InPage>,
    );
    expect(html).toBe("<p>Loading...</p>");
    // A mismatch would be logged with console.error, which fails the test (src/test-setup.ts).
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <InPage>
          <Rows path={path} />
        </InPage>,
      ),
    );
    expect(container.textContent).toBe("Ada, Grace");
    act(() => root.unmount());
    container.remove();
  });

  it("renders the rows the page's loader gave, hydrates them without a mismatch, and asks for nothing", async () => {
    const path = newPath();
    const answers = { [path]: ["Ada", "Grace"] };
    const html = renderToString(
      <InPage answers={answers}>
        <Rows path={path} />
      </InPage>,
    );
    expect(html).toBe("<p>Ada, Grace</p>");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <InPage answers={answers}>
          <Rows path={path} />
        </InPage>,
      ),
    );
    await advance(1000);
    expect(container.textContent).toBe("Ada, Grace");
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe("a page's loader answer", () => {
  it("is shown in the first render and kept as fresh rows: no request for 60 s, then a refresh", async () => {
    const path = newPath();
    fetchMock.mockResolvedValue(ok(["refreshed"]));
    const first = mount<string[]>(path, { answers: { [path]: ["from the loader"] } });
    expect(first.renders[0]).toMatchObject({ isPending: false, isError: false, data: ["from the loader"] });
    await advance(59_000);
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();
    // A later visit past the 60 s, with no loader answer: the cached rows at once, refreshed in the background.
    await advance(2_000);
    const later = mount<string[]>(path);
    expect(later.renders[0]).toMatchObject({ data: ["from the loader"] });
    await advance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(later.result.current).toMatchObject({ data: ["refreshed"] });
  });
});
