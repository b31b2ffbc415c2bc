// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox.tsx";
import { RadioGroup, RadioGroupItem } from "./radio-group.tsx";

afterEach(cleanup);

const formValues = (form: HTMLFormElement) => [...new FormData(form).entries()];

describe("Checkbox", () => {
  it("is a native checkbox that its label toggles, reporting the new state as a boolean", () => {
    const onCheckedChange = vi.fn();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <form aria-label="f">
          <Checkbox
            id="c"
            name="skills"
            value="Arduino"
            checked={checked}
            onCheckedChange={(next) => {
              onCheckedChange(next);
              setChecked(next);
            }}
            className="mt-0.5"
          />
          <label htmlFor="c">Arduino</label>
        </form>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Arduino" });
    expect(box.type).toBe("checkbox");
    expect(box.checked).toBe(false);
    // The caller's class places the control's box, not the input inside it.
    expect(box.parentElement?.className).toContain("mt-0.5");
    expect(formValues(screen.getByRole("form"))).toEqual([]);

    fireEvent.click(screen.getByText("Arduino"));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    expect(formValues(screen.getByRole("form"))).toEqual([["skills", "Arduino"]]);

    fireEvent.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
  });

  it("stays as its owner says when controlled, and passes required and aria attributes to the input", () => {
    render(<Checkbox aria-label="Terms" checked={false} onCheckedChange={() => {}} required aria-describedby="hint" />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Terms" });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(box.required).toBe(true);
    expect(box.getAttribute("aria-describedby")).toBe("hint");
  });
});

describe("RadioGroup", () => {
  function Payment({ initial = "", onValueChange }: { initial?: string; onValueChange?: (value: string) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <form aria-label="f">
        <span id="title">Payment Type</span>
        <RadioGroup
          aria-labelledby="title"
          value={value}
          onValueChange={(next) => {
            onValueChange?.(next);
            setValue(next);
          }}
        >
          {["cash", "online"].map((option) => (
            <div key={option}>
              <RadioGroupItem id={option} value={option} />
              <label htmlFor={option}>{option}</label>
            </div>
          ))}
        </RadioGroup>
      </form>
    );
  }

  it("is a labelled radiogroup of native radios sharing one name, so the browser treats them as one group", () => {
    render(<Payment />);
    const group = screen.getByRole("radiogroup", { name: "Payment Type" });
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((r) => r.type)).toEqual(["radio", "radio"]);
    expect(radios[0]!.name).not.toBe("");
    expect(radios[1]!.name).toBe(radios[0]!.name);
    expect(radios.map((r) => r.checked)).toEqual([false, false]);
  });

  it("reports the chosen value and checks only it, from the radio or its label", () => {
    const onValueChange = vi.fn();
    render(<Payment onValueChange={onValueChange} />);
    fireEvent.click(screen.getByText("online"));
    expect(onValueChange).toHaveBeenLastCalledWith("online");
    expect(screen.getAllByRole<HTMLInputElement>("radio").map((r) => r.checked)).toEqual([false, true]);
    fireEvent.click(screen.getByRole("radio", { name: "cash" }));
    expect(onValueChange).toHaveBeenLastCalledWith("cash");
    expect(screen.getAllByRole<HTMLInputElement>("radio").map((r) => r.checked)).toEqual([true, false]);
  });

  it("submits its name and the chosen value, and marks every radio required when the group is", () => {
    render(
      <form aria-label="f">
        <RadioGroup aria-label="Join as" name="join_as" required value="Mentor volunteer" onValueChange={() => {}}>
          <RadioGroupItem aria-label="Participant" value="Participant" />
          <RadioGroupItem aria-label="Mentor volunteer" value="Mentor volunteer" />
        </RadioGroup>
      </form>,
    );
    expect(screen.getByRole("radiogroup").getAttribute("aria-required")).toBe("true");
    expect(screen.getAllByRole<HTMLInputElement>("radio").map((r) => [r.name, r.required])).toEqual([
      ["join_as", true],
      ["join_as", true],
    ]);
    expect(formValues(screen.getByRole("form"))).toEqual([["join_as", "Mentor volunteer"]]);
  });

  it("keeps its own value when uncontrolled", () => {
    render(
      <RadioGroup aria-label="Level" defaultValue="Beginner">
        <RadioGroupItem aria-label="Beginner" value="Beginner" />
        <RadioGroupItem aria-label="Advanced" value="Advanced" />
      </RadioGroup>,
    );
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    fireEvent.click(radios[1]!);
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
  });

  it("gives separate groups separate names", () => {
    render(
      <>
        <RadioGroup aria-label="A" value="" onValueChange={() => {}}>
          <RadioGroupItem aria-label="a1" value="1" />
        </RadioGroup>
        <RadioGroup aria-label="B" value="" onValueChange={() => {}}>
          <RadioGroupItem aria-label="b1" value="1" />
        </RadioGroup>
      </>,
    );
    const [a, b] = screen.getAllByRole<HTMLInputElement>("radio");
    expect(a!.name).not.toBe(b!.name);
  });
});
