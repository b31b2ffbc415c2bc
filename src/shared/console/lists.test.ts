import { describe, expect, it } from "vitest";
import { z } from "zod";
import { searchShape, toQueryString } from "./lists.ts";

const search = z.object({ q: searchShape });

describe("a console table's search text", () => {
  it("is trimmed, and empty means no search", () => {
    expect(search.parse({ q: "  Rahman " }).q).toBe("Rahman");
    expect(search.parse({ q: "   " }).q).toBeUndefined();
    expect(search.parse({}).q).toBeUndefined();
  });

  it("refuses control characters, which PostgreSQL cannot compare, and over-long text", () => {
    for (const q of ["a\u0000b", "tab\there", "\u007f"]) expect(search.safeParse({ q }).success, JSON.stringify(q)).toBe(false);
    expect(search.safeParse({ q: "a".repeat(201) }).success).toBe(false);
    expect(search.safeParse({ q: "রাফি" }).success).toBe(true);
  });
});

describe("toQueryString", () => {
  it("leaves out empty values", () => {
    expect(toQueryString({ status: "pending", q: "", page: undefined, pageSize: 25 })).toBe("?status=pending&pageSize=25");
    expect(toQueryString({})).toBe("");
  });
});
