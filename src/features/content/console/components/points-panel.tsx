import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { pointsChangeSchema, type PointsChange } from "../../contract.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { describedBy, FieldNotes, SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { formatCount } from "#console/lib/format.ts";
import { useAmbassadorPoints, useChangeAmbassadorPoints } from "../api/ambassador-points.ts";
import { PointsHistory } from "./points-history.tsx";
import { useSchemaForm } from "#console/components/schema-form.ts";

/** An ambassador's points: the leaderboard's total, a form to add or take points with a reason, and every change so far. */
export function PointsPanel({ ambassadorId, name }: { ambassadorId: string; name: string }) {
  const points = useAmbassadorPoints(ambassadorId);
  const change = useChangeAmbassadorPoints(ambassadorId);
  const [form, fields, edits] = useSchemaForm(pointsChangeSchema, {
    id: `points-${ambassadorId}`,
    onValid: (value, form) => change.mutate(value as PointsChange, { onSuccess: () => (edits.saved(), form.reset()) }),
  });
  const field = (meta: FieldMetadata<string | number>, label: string, type: "number" | "text", hint?: string) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      <Input {...getInputProps(meta, { type })} autoComplete="off" aria-describedby={describedBy(meta, hint)} />
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
  return (
    <section aria-labelledby="points-heading" className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="points-heading" className="text-lg font-bold text-brand-900">
          Points
        </h2>
        {points.data && (
          <p className="text-brand-900" aria-live="polite">
            {name} has <strong className="text-2xl">{formatCount(points.data.points)}</strong> points on the leaderboard.
          </p>
        )}
      </div>
      <form {...getFormProps(form)} onInput={edits.onInput} className="grid gap-4">
        <ErrorNotice error={change.error} title="Points not changed" />
        <div className="grid items-start gap-4 sm:grid-cols-[12rem_1fr]">
          {field(fields.delta as FieldMetadata<string | number>, "Points to add", "number", "A minus sign takes points away, e.g. -10.")}
          {field(fields.reason as FieldMetadata<string | number>, "Reason", "text", "Kept with the change, e.g. “Brought 10 new members”.")}
        </div>
        <div>
          <SubmitButton pending={change.isPending}>
            Change points
          </SubmitButton>
        </div>
      </form>
      <ErrorNotice error={points.data ? null : points.error} title="The history could not be loaded" />
      {points.data && <PointsHistory history={points.data.history} />}
    </section>
  );
}
