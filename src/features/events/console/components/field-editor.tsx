import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { builderFieldTypes, fieldTypeLabels, isChoiceType, takesPlaceholder, type BuilderIssue } from "../../forms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { cn } from "#web/lib/cn.ts";
import type { DraftField } from "./builder-draft.ts";

interface FieldEditorProps {
  draft: DraftField;
  index: number;
  count: number;
  issues: BuilderIssue[];
  onChange: (change: Partial<DraftField>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One part's label, control and message (the control names the message with aria-describedby). */
function Part({ id, label, message, hint, children }: { id: string; label: string; message?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

const aria = (id: string, message: string | undefined, hint?: boolean) => ({
  id,
  "aria-invalid": message ? true : undefined,
  "aria-describedby": [message ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined,
});

/** One field of the form builder: its label, name, type, placeholder, required and options; moved by buttons or dragged. */
export function FieldEditor({ draft, index, count, issues, onChange, onMove, onRemove }: FieldEditorProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: draft.key });
  const message = (part: BuilderIssue["part"]) => issues.filter((issue) => issue.part === part).map((issue) => issue.message).join(" ") || undefined;
  const id = (part: string) => `${draft.key}-${part}`;
  const name = draft.label.trim() || `field ${index + 1}`;
  const types = builderFieldTypes.includes(draft.type as never) ? builderFieldTypes : [...builderFieldTypes, draft.type];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("grid gap-4 rounded-2xl border border-line bg-white p-4", isDragging && "relative z-10 shadow-card", issues.length > 0 && "border-danger/50")}
      aria-label={`Field ${index + 1}: ${name}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to another place`}
          className="inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span className="mr-auto font-semibold text-brand-900">{`${index + 1}. ${name}`}</span>
        <Button size="sm" variant="ghost" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} aria-label={`Move ${name} down`} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-4">
          <Part id={id("label")} label="Label" message={message("label")}>
            <Input {...aria(id("label"), message("label"))} value={draft.label} onChange={(event) => onChange({ label: event.target.value })} />
          </Part>
          <Part id={id("labelBn")} label="Label (Bangla, optional)" message={message("labelBn")}>
            <Input {...aria(id("labelBn"), message("labelBn"))} lang="bn" value={draft.labelBn} onChange={(event) => onChange({ labelBn: event.target.value })} />
          </Part>
        </div>
        <Part id={id("name")} label="Field name" message={message("name")} hint="Names the answer in the registrations table; made from the label.">
          <Input {...aria(id("name"), message("name"), true)} value={draft.name} onChange={(event) => onChange({ name: event.target.value })} autoComplete="off" spellCheck={false} />
        </Part>
        <Part id={id("type")} label="Type" message={message("type")}>
          <select {...aria(id("type"), message("type"))} value={draft.type} onChange={(event) => onChange({ type: event.target.value })} className={cn(fieldClasses, "h-11")}>
            {types.map((type) => (
              <option key={type} value={type}>
                {fieldTypeLabels[type] ?? `Unknown: ${type}`}
              </option>
            ))}
          </select>
        </Part>
        {takesPlaceholder(draft.type) && (
          <div className="grid content-start gap-4">
            <Part id={id("placeholder")} label="Placeholder (optional)" message={message("placeholder")} hint={`Empty shows "Enter ${draft.label.trim() || "..."}".`}>
              <Input {...aria(id("placeholder"), message("placeholder"), true)} value={draft.placeholder} onChange={(event) => onChange({ placeholder: event.target.value })} />
            </Part>
            <Part id={id("placeholderBn")} label="Placeholder (Bangla, optional)" message={message("placeholderBn")}>
              <Input {...aria(id("placeholderBn"), message("placeholderBn"))} lang="bn" value={draft.placeholderBn} onChange={(event) => onChange({ placeholderBn: event.target.value })} />
            </Part>
          </div>
        )}
        {isChoiceType(draft.type) && (
          <div className="grid content-start gap-4">
            <Part id={id("options")} label="Options, one per line" message={message("options")}>
              <Textarea {...aria(id("options"), message("options"))} rows={4} value={draft.optionsText} onChange={(event) => onChange({ optionsText: event.target.value })} />
            </Part>
            <Part id={id("optionsBn")} label="Options (Bangla, optional)" message={message("optionsBn")} hint="One per line, in the same order as the English options; the answer is stored as the English option.">
              <Textarea {...aria(id("optionsBn"), message("optionsBn"), true)} lang="bn" rows={4} value={draft.optionsBnText} onChange={(event) => onChange({ optionsBnText: event.target.value })} />
            </Part>
          </div>
        )}
        <label className="flex items-center gap-3 self-center">
          <input type="checkbox" checked={draft.required} onChange={(event) => onChange({ required: event.target.checked })} className="size-5 accent-brand-700" />
          <span className="text-sm font-semibold text-ink">Required</span>
        </label>
      </div>
    </li>
  );
}
