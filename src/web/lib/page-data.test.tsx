// @vitest-environment happy-dom
import { act, cleanup } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
// React's own renderer, as the server's page renderer uses it; not our server code.
// eslint-disable-next-line no-restricted-imports
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageDataElementId, pageDataFrom } from "../../shared/page-data.ts";

// The answers are read once per module instance, as once per page load: each test loads the modules
// afresh after writing the page's data block.
async function loadPage(values: Record<string, unknown> | undefined) {
  document.body.innerHTML = "";
  if (values) {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = pageDataElementId;
    script.textContent = pageDataFrom(values).text;
    document.body.append(script);
  }
  vi.resetModules();
  const [{ useApiData }, { PageDataScript }, { preloadData }] = await Promise.all([
    import("./api-data.ts"),
    import("./page-data.tsx"),
    import("./preload-data.ts"),
  ]);
  function Rows({ path }: { path: string }) {
    const { data, isPending } = useApiData<string[]>(path);
    return <p>{isPending ? "Loading..." : data?.join(", ")}</p>;
  }
  return { Rows, PageDataScript, preloadData };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
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
  document.body.innerHTML = "";
});

describe("a page rendered with its rows", () => {
  it("hydrates from the rows in its HTML without a mismatch and without asking the API", async () => {
    const { Rows, PageDataScript } = await loadPage({ "/api/people": ["Ada", "Grace"] });
    const page = (
      <>
        <Rows path="/api/people" />
        <PageDataScript />
      </>
    );
    const html = renderToString(page);
    expect(html).toContain("<p>Ada, Grace</p>");
    expect(html).toContain(`<script type="application/json" id="${pageDataElementId}">{"/api/people":["Ada","Grace"]}</script>`);

    // A mismatch would be logged with console.error, which fails the test (src/test-setup.ts).
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(container.textContent).toContain("Ada, Grace");
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("treats the rows as just loaded: asked again in the background once they are 60 s old", async () => {
    const { Rows } = await loadPage({ "/api/people": ["Ada"] });
    expect(renderToString(<Rows path="/api/people" />)).toBe("<p>Ada</p>");
    fetchMock.mockResolvedValue(ok(["Ada", "Grace"]));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(container);
    await act(async () => root.render(<Rows path="/api/people" />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Ada, Grace");
    act(() => root.unmount());
  });

  it("loads a list the HTML does not carry, as a prerendered page does", async () => {
    const { Rows } = await loadPage({ "/api/people": ["Ada"] });
    expect(renderToString(<Rows path="/api/events" />)).toBe("<p>Loading...</p>");
  });

  it("renders no data block on a page without rows", async () => {
    const { PageDataScript } = await loadPage(undefined);
    expect(renderToString(<PageDataScript />)).toBe("");
  });

  it("ignores a data block that is not an object of answers", async () => {
    document.body.innerHTML = `<script type="application/json" id="${pageDataElementId}">[1, 2</script>`;
    vi.resetModules();
    const { currentPageData } = await import("./page-data.tsx");
    expect(currentPageData()).toBeUndefined();
  });
});
