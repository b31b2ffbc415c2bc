import { describe, expect, it } from "vitest";
import { eagerCardCount, listImageLoading } from "./list-image.ts";

describe("listImageLoading", () => {
  it("fetches the first image first, loads the first row eagerly and the rest lazily", () => {
    expect(listImageLoading(0)).toEqual({ loading: "eager", fetchPriority: "high" });
    expect(listImageLoading(1)).toEqual({ loading: "eager" });
    expect(listImageLoading(eagerCardCount - 1)).toEqual({ loading: "eager" });
    expect(listImageLoading(eagerCardCount)).toEqual({ loading: "lazy" });
    expect(listImageLoading(99)).toEqual({ loading: "lazy" });
  });
});
