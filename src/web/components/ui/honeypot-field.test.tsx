// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessageSchema } from "#features/messages/rules.ts";
import { honeypotField, isHoneypotFilled, withHoneypot } from "#shared/honeypot.ts";
import { readHoneypot } from "../../lib/honeypot.ts";
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

describe("readHoneypot and withHoneypot", () => {
  it("read the honeypot's own input, even beside a form field of the same name", () => {
    const { container } = render(
      <form>
        <input name={honeypotField} defaultValue="https://my-own-site.example" />
        <HoneypotField />
      </form>,
    );
    const form = container.querySelector("form");
    expect(readHoneypot(form)).toBe("");
    const trap = container.querySelector<HTMLInputElement>(`#hp-${honeypotField}`);
    if (trap) trap.value = "http://spam.example";
    expect(readHoneypot(form)).toBe("http://spam.example");
    expect(readHoneypot(null)).toBe("");
  });

  it("add the field after the browser's validation, which refuses it (the schemas are strict)", () => {
    const message = { name: "Nadia", email: "nadia@example.org", subject: null, message: "Hello" };
    expect(contactMessageSchema.safeParse({ ...message, [honeypotField]: "" }).success).toBe(false);
    const parsed = contactMessageSchema.parse(message);
    expect(withHoneypot(parsed, "")).toEqual({ ...parsed, [honeypotField]: "" });
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
