import { describe, expect, it } from "vitest";
import { phoneRefusal } from "#shared/phone.ts";
import { checkGuardian, guardianText } from "./guardian.ts";

describe("checkGuardian", () => {
  it("stores the name trimmed and the phone as the form's phone fields are", () => {
    expect(checkGuardian({ name: "  Rahima Begum ", phone: "+৮৮০ ১৮১১-২২৩৩৪৪", consent: true })).toEqual({ guardian: { name: "Rahima Begum", phone: "01811223344" } });
  });

  it("names every missing field at once, in the form's order, with the form's required message", () => {
    expect(checkGuardian(undefined)).toEqual({
      issues: [
        { field: "name", message: `${guardianText.name} is required` },
        { field: "phone", message: `${guardianText.phone} is required` },
        { field: "consent", message: `${guardianText.consentQuestion} is required` },
      ],
    });
  });

  it.each([
    ["a phone that is not a mobile number", { name: "Rahima", phone: "12345", consent: true }, [{ field: "phone", message: `${guardianText.phone} ${phoneRefusal}` }]],
    ["a name on two lines", { name: "Rahima\nBegum", phone: "01811223344", consent: true }, [{ field: "name", message: expect.stringMatching(/^Guardian's name /) }]],
    ["a consent that is not true", { name: "Rahima", phone: "01811223344", consent: "yes" }, [{ field: "consent", message: `${guardianText.consentQuestion} is required` }]],
  ])("refuses %s at its field", (_label, input, issues) => {
    expect(checkGuardian(input)).toEqual({ issues });
  });
});
