import { Link } from "react-router";
import { departments, type DepartmentCode } from "../../../../shared/departments.ts";
import { membershipTotal } from "../../../../shared/membership.ts";
import { paths } from "../../../../shared/routes.ts";
import { joinUsContent } from "../../../content/join-us.ts";
import { ApplicationFlag, CheckboxField, FormSection } from "./form-parts.tsx";
import type { ApplicationForm } from "./use-application-form.ts";

export function DepartmentChecklist({ form }: { form: ApplicationForm }) {
  const chosen = form.values.departments;
  const toggle = (code: DepartmentCode, checked: boolean) =>
    form.setField(
      "departments",
      // Kept in the club's order, whatever order they were ticked in.
      departments.map((d) => d.code).filter((c) => (c === code ? checked : chosen.includes(c))),
    );
  return (
    <FormSection title={joinUsContent.departmentsTitle} className="gap-x-5 gap-y-3">
      <p className="text-sm text-muted sm:col-span-2">{joinUsContent.departmentsIntro}</p>
      {departments.map((department) => (
        <CheckboxField
          key={department.code}
          label={department.name}
          checked={chosen.includes(department.code)}
          onCheckedChange={(checked) => toggle(department.code, checked)}
        />
      ))}
    </FormSection>
  );
}

export function PaymentSummary({ departmentCount }: { departmentCount: number }) {
  const text = joinUsContent.payment;
  return (
    <section aria-labelledby="payment-summary-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <h3 id="payment-summary-title" className="text-lg font-bold text-brand-900">
        {text.title}
      </h3>
      <dl className="mt-3 grid gap-2">
        <div className="flex justify-between gap-4">
          <dt>{text.departmentsLabel}</dt>
          <dd className="font-semibold" data-testid="department-count">
            {departmentCount}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-lg">
          <dt className="font-bold">{text.totalLabel}</dt>
          <dd className="font-extrabold text-brand-900" data-testid="total-amount">
            {membershipTotal(departmentCount)} TK
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">{text.note}</p>
    </section>
  );
}

export function TermsAgreement({ form }: { form: ApplicationForm }) {
  return (
    <FormSection title={joinUsContent.termsTitle} columns={1} className="justify-items-start gap-4">
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted">
        {joinUsContent.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <Link to={paths.termsOfServices} className="text-sm font-semibold text-brand-700 underline">
        {joinUsContent.termsLinkText}
      </Link>
      <ApplicationFlag form={form} name="termsAgreement" />
    </FormSection>
  );
}
