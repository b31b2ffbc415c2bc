import { describe, expect, it } from "vitest";
import { matchesQueryString, paymentsPageQuerySchema, receivedQueryString } from "./payments-query.ts";
import { readSummaryLine } from "./read-summary.tsx";

describe("the Payments page's address", () => {
  it("pages both tables on one address, each with its own keys", () => {
    const query = paymentsPageQuerySchema.parse({ state: "amount_differs", page: "2", show: "all", rpage: "3", rpageSize: "50" });
    expect(matchesQueryString(query)).toBe("?state=amount_differs&page=2&pageSize=25");
    expect(receivedQueryString(query)).toBe("?show=all&page=3&pageSize=50");
  });

  it("starts on every state and the payments no application claims", () => {
    const query = paymentsPageQuerySchema.parse({});
    expect(matchesQueryString(query)).toBe("?page=1&pageSize=25");
    expect(receivedQueryString(query)).toBe("?show=unmatched&page=1&pageSize=25");
  });

  it("refuses a state that does not exist (the page then falls back to its defaults)", () => {
    expect(paymentsPageQuerySchema.safeParse({ state: "approved" }).success).toBe(false);
  });
});

describe("the summary of a paste", () => {
  it("says what was added, known and verified, in the console's plurals", () => {
    expect(readSummaryLine({ added: 1, alreadyKnown: 0, verified: 2, refused: [], refusedCount: 0, setAside: 0 })).toBe("1 payment added, 0 already received, 2 payments verified automatically");
    expect(readSummaryLine({ added: 4900, alreadyKnown: 12, verified: 1, refused: [], refusedCount: 0, setAside: 0 })).toBe("4,900 payments added, 12 already received, 1 payment verified automatically");
  });
});
