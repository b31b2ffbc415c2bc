import { describe, expect, it } from "vitest";
import { publicationTypeLabelBn } from "./publication-type-bn.ts";

// The Bangla twin of the publication type badge's made-up label.
describe("publication type badge in Bangla", () => {
  it("names the known publication types in Bangla and leaves any other word as the English badge writes it", () => {
    expect(publicationTypeLabelBn("research_paper")).toBe("গবেষণাপত্র");
    expect(publicationTypeLabelBn("journal_article")).toBe("জার্নাল প্রবন্ধ");
    expect(publicationTypeLabelBn("conference_paper")).toBe("সম্মেলন প্রবন্ধ");
    expect(publicationTypeLabelBn("poster")).toBe("পোস্টার");
    expect(publicationTypeLabelBn("book_chapter")).toBe("Book Chapter");
    expect(publicationTypeLabelBn("toString")).toBe("Tostring");
  });
});
