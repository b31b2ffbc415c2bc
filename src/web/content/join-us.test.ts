import { describe, expect, it } from "vitest";
import { phoneHint } from "../../shared/phone.ts";
import { joinUsContent } from "./join-us.ts";

describe("joinUsContent", () => {
  it("shows the shared phone rules' own format hint beside every phone field", () => {
    expect(joinUsContent.hints).toMatchObject({ phone: phoneHint, fathersPhone: phoneHint, mothersPhone: phoneHint });
  });
});
