// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { honeypotField, isHoneypotFilled } from "../../../shared/honeypot.ts";
import { HoneypotField } from "./honeypot-field.tsx";

afterEach(cleanup);

describe("HoneypotField", () => {
  it("renders the shared field name, out of sight, out of the tab order and never autofilled", () => {
    const { container } = render(
      <form>
        <HoneypotField />
      </form>,
    );
    const input = container.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`);
    expect(input).not.toBeNull();
    expect(input?.value).toBe("");
    expect(input?.tabIndex).toBe(-1);
    expect(input?.getAttribute("autocomplete")).toBe("off");
    const wrapper = input?.closest("div");
    expect(wrapper?.getAttribute("aria-hidden")).toBe("true");
    expect(wrapper?.style.position).toBe("absolute");
    expect(wrapper?.style.left).toBe("-10000px");
    // Off-screen, not display:none: bots skip fields that are not displayed.
    expect(wrapper?.style.display).not.toBe("none");
  });
});

describe("isHoneypotFilled", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["  ", false],
    ["x", true],
    [0, true],
    [false, true],
    [{}, true],
  ])("%j -> %s", (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
