import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { pageDataOrLoadInPage } from "./page-data.ts";

const failing = (error: unknown) => ({ serverLoader: () => Promise.reject(error) });

describe("a data page's loader in the browser (decision 139)", () => {
  it("passes the server loader's answer on", async () => {
    const answer = { "/api/team-members": [] };
    expect(await pageDataOrLoadInPage({ serverLoader: () => Promise.resolve(answer) })).toBe(answer);
  });

  it("answers nothing, for the page to load its lists itself, when the data request fails on the way", async () => {
    expect(await pageDataOrLoadInPage(failing(new TypeError("Failed to fetch")))).toEqual({});
    expect(await pageDataOrLoadInPage(failing(new Error("Unable to decode turbo-stream response")))).toEqual({});
    // A gateway's answer without React Router's header arrives as an ErrorResponse of its status.
    expect(await pageDataOrLoadInPage(failing(new ErrorResponse(503, "Service Unavailable", null)))).toEqual({});
  });

  it("passes a redirect and a 404 on, as the page would have", async () => {
    const moved = redirect("/events/new-name", 301);
    await expect(pageDataOrLoadInPage(failing(moved))).rejects.toBe(moved);
    const gone = new ErrorResponse(404, "Not Found", null);
    await expect(pageDataOrLoadInPage(failing(gone))).rejects.toBe(gone);
  });
});

describe("every route module with a lists loader", () => {
  const routesDir = path.resolve(import.meta.dirname, "../routes");
  const modules = (readdirSync(routesDir, { recursive: true }) as string[]).filter((file) => file.endsWith(".tsx"));
  const withLists = modules.filter((file) => readFileSync(path.join(routesDir, file), "utf8").includes("export const loader = listsLoader("));

  it("are found (both languages' data pages)", () => {
    expect(withLists.length).toBeGreaterThanOrEqual(22);
  });

  it.each(withLists)("%s shows its page when the data request fails: it exports the browser loader", (file) => {
    expect(readFileSync(path.join(routesDir, file), "utf8")).toContain("export const clientLoader = pageDataOrLoadInPage;");
  });
});
