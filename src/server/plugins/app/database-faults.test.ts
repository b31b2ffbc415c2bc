import { describe, expect, it } from "vitest";
import { databaseFault } from "./database-faults.ts";

// Which errors are the database's faults: only codes and the drivers' fixed words.
describe("databaseFault", () => {
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert into ... params: Connection terminated"), { cause });

  it("reads a full disk and an unreachable database through Drizzle's wrapper", () => {
    expect(databaseFault(wrapped(Object.assign(new Error("could not extend file"), { code: "53100" })))).toBe("full");
    expect(databaseFault(wrapped(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })))).toBe("unavailable");
    expect(databaseFault(wrapped(new Error("Connection terminated unexpectedly")))).toBe("unavailable");
    expect(databaseFault(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe("unavailable");
    expect(databaseFault(new Error("PGlite is closed"))).toBe("unavailable");
  });

  it("leaves every other error alone, the wrapper's quoted words and another service's socket errors included", () => {
    expect(databaseFault(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBeUndefined();
    expect(databaseFault(new Error("Failed query: select 'Connection terminated'"))).toBeUndefined();
    expect(databaseFault(new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) }))).toBeUndefined();
    expect(databaseFault(new Error("boom"))).toBeUndefined();
  });
});
