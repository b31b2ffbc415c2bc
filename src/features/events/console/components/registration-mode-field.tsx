import { registrationModeLabels, registrationModes, type RegistrationModeChoice } from "../../contract.ts";

/** How visitors register: our own form, our form with an outside one beside it, or only a link to an outside form. */
export function RegistrationModeField({ meta, value, onChange }: { meta: { name: string; errors?: string[]; errorId: string }; value: RegistrationModeChoice; onChange: (mode: RegistrationModeChoice) => void }) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">How visitors register</legend>
      {registrationModes.map((mode) => (
        <label key={mode} className="flex items-center gap-3">
          <input type="radio" name={meta.name} value={mode} checked={value === mode} onChange={() => onChange(mode)} className="size-5 accent-brand-700" />
          <span>{registrationModeLabels[mode]}</span>
        </label>
      ))}
      {meta.errors && (
        <p id={meta.errorId} className="text-sm font-medium text-danger">
          {meta.errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
