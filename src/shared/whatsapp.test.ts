import { describe, expect, it } from "vitest";
import { applicationStatusLetter } from "./status-letters.ts";
import { whatsAppLink } from "./whatsapp.ts";

describe("whatsAppLink", () => {
  it("turns every way a Bangladeshi mobile number is written into one wa.me number", () => {
    for (const phone of ["01712345678", "+8801712345678", "8801712345678", "01712-345678", "০১৭১২৩৪৫৬৭৮"]) {
      expect(whatsAppLink(phone, "Hi")).toBe("https://wa.me/8801712345678?text=Hi");
    }
  });

  it("gives no link for a number WhatsApp cannot be sure of", () => {
    for (const phone of ["", null, undefined, "02-9876543", "+441234567890", "0171234567", "not a number"]) {
      expect(whatsAppLink(phone, "Hi")).toBeNull();
    }
  });

  it("fills in the whole letter, line breaks, Bangla and symbols included", () => {
    const text = applicationStatusLetter({
      name: "নাদিয়া রহমান",
      reference: "GSC-7KQ3-M9",
      status: "rejected",
      reason: "Fee & roll don't match?",
      statusUrl: "https://club.example/join-us/status?reference=GSC-7KQ3-M9",
    });
    const link = new URL(whatsAppLink("01812345678", text)!);
    expect(link.origin + link.pathname).toBe("https://wa.me/8801812345678");
    expect(link.searchParams.get("text")).toBe(text);
    expect(text).toContain("Dear নাদিয়া রহমান,\n\nWe are sorry: your application has been rejected.\n\nThe reason: Fee & roll don't match?");
  });
});
