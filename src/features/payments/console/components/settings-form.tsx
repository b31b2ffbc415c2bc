import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { paymentSettingsRules, paymentSettingsSchema, type PaymentSettings } from "../../contract.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { describedBy, FieldNotes, SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice, Notice } from "#console/components/notice.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";
import { useSavePaymentSettings } from "../api/payment-settings.ts";

/** The shared schema, as a form sends it: an unticked box sends nothing, which means off. */
const settingsFormSchema = paymentSettingsSchema.extend({ autoVerify: z.boolean().default(false) });

function NumberField({ meta, label, hint, suffix }: { meta: FieldMetadata<number>; label: string; hint?: string; suffix: string }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input {...getInputProps(meta, { type: "number" })} inputMode="numeric" step={1} className="max-w-32" aria-describedby={describedBy(meta, hint)} />
        <span className="text-sm text-muted">{suffix}</span>
      </div>
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}

/** The fee, the matching window, automatic verification and the forwarder's sender names (admins). */
export function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const [saved, setSaved] = useState(false);
  const [form, fields, edits] = useSchemaForm(settingsFormSchema, {
    id: "payment-settings",
    defaultValue: {
      feeTaka: String(settings.feeTaka),
      windowDaysBefore: String(settings.windowDaysBefore),
      windowDaysAfter: String(settings.windowDaysAfter),
      autoVerify: settings.autoVerify ? "on" : undefined,
      forwarderSenders: settings.forwarderSenders,
      registrationPaymentHours: String(settings.registrationPaymentHours ?? 48),
    },
    onValid: (value) => {
      setSaved(false);
      save.mutate(value, {
        onSuccess: () => {
          edits.saved();
          setSaved(true);
        },
      });
    },
  });
  const senders = fields.forwarderSenders.getFieldList();
  const autoVerifyHint = "It verifies (never approves) each application whose payment is an exact match, as the payment arrives. Off by default.";
  return (
    <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <NumberField meta={fields.feeTaka} label="Membership fee" suffix="taka" hint="Shown on Join Us and expected in each payment." />
        <NumberField meta={fields.windowDaysBefore} label="Window before" suffix="days" hint="How long before applying a payment may be made." />
        <NumberField meta={fields.windowDaysAfter} label="Window after" suffix="days" hint="How long after applying a payment may arrive." />
        <NumberField
          meta={fields.registrationPaymentHours}
          label="Time to pay for a paid event category"
          suffix="hours"
          hint="A registration whose payment is not verified by then is cancelled, and its seat goes to the waiting list."
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center gap-3">
          <Checkbox
            id={fields.autoVerify.id}
            name={fields.autoVerify.name}
            key={fields.autoVerify.key}
            defaultChecked={fields.autoVerify.initialValue === "on"}
            aria-describedby={describedBy(fields.autoVerify, autoVerifyHint)}
          />
          <Label htmlFor={fields.autoVerify.id}>Verify exact matches automatically</Label>
        </div>
        <FieldNotes meta={fields.autoVerify} hint={autoVerifyHint} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Forwarder sender names</legend>
        <p id="senders-hint" className="text-sm text-muted">
          The forwarded SMS are taken only from these senders, as the phone names them (e.g. bKash, NAGAD). At most {paymentSettingsRules.senders.max}.
        </p>
        {senders.length === 0 && <p className="text-sm text-muted">None: every forwarded SMS is refused.</p>}
        <ul className="grid gap-2">
          {senders.map((sender, index) => (
            <li key={sender.key} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input {...getInputProps(sender, { type: "text" })} aria-label={`Sender name ${index + 1}`} autoComplete="off" className="max-w-xs" />
                <Button variant="ghost" size="sm" {...form.remove.getButtonProps({ name: fields.forwarderSenders.name, index })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">Remove sender name {index + 1}</span>
                </Button>
              </div>
              {sender.errors && (
                <p id={sender.errorId} className="text-sm font-medium text-danger">
                  {sender.errors.join(" ")}
                </p>
              )}
            </li>
          ))}
        </ul>
        {fields.forwarderSenders.errors && <p className="text-sm font-medium text-danger">{fields.forwarderSenders.errors.join(" ")}</p>}
        {senders.length < paymentSettingsRules.senders.max && (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            {...form.insert.getButtonProps({ name: fields.forwarderSenders.name, defaultValue: "" })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a sender name
          </Button>
        )}
      </fieldset>
      <ErrorNotice error={save.error} title="The settings were not saved" />
      <div role="status" className="empty:hidden">
        {saved && <Notice variant="success" title="Settings saved" />}
      </div>
      <div>
        <SubmitButton pending={save.isPending}>Save settings</SubmitButton>
      </div>
    </form>
  );
}
