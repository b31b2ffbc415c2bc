import { honeypotField } from "#shared/honeypot.ts";
import { honeypotInputId } from "../../lib/honeypot.ts";

/**
 * The bot trap every public form renders once, inside its <form>. People never see or reach it:
 * it sits off-screen (not display:none, which some bots skip), is hidden from screen readers, out
 * of the tab order, and named so no autofill profile matches it. Send its value with the submission
 * under `honeypotField` (`readHoneypot` in lib/honeypot.ts, `withHoneypot`); the server stores a
 * submission where it is filled as suspected spam.
 */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={honeypotInputId}>Leave this field empty</label>
      <input
        id={honeypotInputId}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : { defaultValue: "" })}
      />
    </div>
  );
}
