import type { EventFormItem } from "../../contract.ts";
import { builderIssue, fieldNameFromLabel, formFieldsSchema, isChoiceType, takesPlaceholder, type BuilderFieldInput, type BuilderIssue } from "../../forms.ts";

/** One field as the builder edits it: options as lines of text, and whether the name still follows the label. */
export interface DraftField {
  key: string;
  label: string;
  name: string;
  nameFollowsLabel: boolean;
  type: string;
  placeholder: string;
  required: boolean;
  optionsText: string;
  /** The Bangla twins, "" when none: the Bangla options are one per line, in the English options' order. */
  labelBn: string;
  placeholderBn: string;
  optionsBnText: string;
}

let counter = 0;
const newKey = () => `draft-${++counter}`;

export function draftsOf(fields: EventFormItem["fields"]): DraftField[] {
  return fields.map((field) => ({
    key: newKey(),
    label: field.label,
    name: field.name,
    nameFollowsLabel: field.name === fieldNameFromLabel(field.label),
    type: field.type,
    placeholder: field.placeholder,
    required: field.required,
    optionsText: field.options.join("\n"),
    labelBn: field.labelBn ?? "",
    placeholderBn: field.placeholderBn ?? "",
    optionsBnText: field.optionsBn?.join("\n") ?? "",
  }));
}

/** A new field of the given type, labelled so that its name is unique in the form. */
export function newDraft(type: string, existing: readonly DraftField[]): DraftField {
  const names = new Set(existing.map((field) => field.name.toLowerCase()));
  let n = existing.length + 1;
  while (names.has(`question_${n}`)) n++;
  return { key: newKey(), label: `Question ${n}`, name: `question_${n}`, nameFollowsLabel: true, type, placeholder: "", required: false, optionsText: isChoiceType(type) ? "Option 1\nOption 2" : "", labelBn: "", placeholderBn: "", optionsBnText: "" };
}

/** The lines of an options box, trimmed, blank lines left out. */
const linesOf = (text: string) => text.split("\n").map((line) => line.trim()).filter((line) => line !== "");
export const optionsOf = (draft: DraftField) => linesOf(draft.optionsText);

/** The draft as the server's schema reads it. */
export function toInput(drafts: readonly DraftField[]): BuilderFieldInput[] {
  return drafts.map((draft) => ({
    label: draft.label,
    name: draft.name,
    type: draft.type,
    placeholder: takesPlaceholder(draft.type) ? draft.placeholder : "",
    required: draft.required,
    options: isChoiceType(draft.type) ? optionsOf(draft) : [],
    labelBn: draft.labelBn,
    placeholderBn: takesPlaceholder(draft.type) ? draft.placeholderBn : "",
    optionsBn: isChoiceType(draft.type) ? linesOf(draft.optionsBnText) : [],
  }));
}

/** Changes one field; a new label renames the field while its name still follows the label. */
export function changeDraft(draft: DraftField, change: Partial<DraftField>): DraftField {
  const next = { ...draft, ...change };
  if (change.name !== undefined) next.nameFollowsLabel = change.name === fieldNameFromLabel(next.label);
  else if (change.label !== undefined && draft.nameFollowsLabel) next.name = fieldNameFromLabel(change.label);
  return next;
}

export function moveDraft(drafts: readonly DraftField[], from: number, to: number): DraftField[] {
  if (to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The form's issues by field, with the shared schema's messages. */
export function checkDrafts(drafts: readonly DraftField[]): BuilderIssue[] {
  const parsed = formFieldsSchema.safeParse(toInput(drafts));
  return parsed.success ? [] : parsed.error.issues.map((issue) => builderIssue(issue.path, issue.message));
}
