import type { FormField } from "#shared/registration-form-fields.ts";
import type { PaymentField } from "#shared/registration-payment.ts";

const paymentFields: readonly string[] = ["paymentType", "paymentNumber", "accountName", "accountNumber", "transactionId"] satisfies PaymentField[];

/**
 * A 400's issues put at their fields, worded as the form words its own ("{label} {message}"):
 * `registrationData.{name}` and `payment.{field}`. Undefined when none names a field of this form,
 * so the message is shown whole instead.
 */
export function serverIssues(fields: readonly FormField[], body: unknown): { fields: Record<string, string>; payment: Partial<Record<PaymentField, string>> } | undefined {
  const issues = typeof body === "object" && body !== null && "issues" in body && Array.isArray(body.issues) ? (body.issues as { path?: unknown; message?: unknown }[]) : [];
  const found: Record<string, string> = {};
  const payment: Partial<Record<PaymentField, string>> = {};
  for (const issue of issues) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const [where, name = ""] = issue.path.split(/\.(.*)/s);
    const field = where === "registrationData" ? fields.find((f) => f.name === name) : undefined;
    if (field) found[field.name] ??= `${field.label} ${issue.message}`;
    else if (where === "payment" && paymentFields.includes(name)) payment[name as PaymentField] ??= issue.message;
  }
  return Object.keys(found).length + Object.keys(payment).length > 0 ? { fields: found, payment } : undefined;
}
