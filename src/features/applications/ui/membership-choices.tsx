import { Link } from "react-router";
import type { DepartmentCode } from "#shared/departments.ts";
import { paths } from "#shared/routes.ts";
import { useInLang } from "#web/lib/lang.ts";
import { ApplicationFlag, CheckboxField, FormSection } from "./form-parts.tsx";
import { useJoinUsText } from "./join-us-text.ts";
import type { ApplicationForm } from "./use-application-form.ts";

export function DepartmentChecklist({ form }: { form: ApplicationForm }) {
  const joinUsContent = useJoinUsText();
  // The names in the page's language, in the club's order (content/join-us.ts).
  const departments = Object.entries(joinUsContent.departmentNames) as [DepartmentCode, string][];
  const chosen = form.values.departments;
  const toggle = (code: DepartmentCode, checked: boolean) =>
    form.setField(
      "departments",
      // Kept in the club's order, whatever order they were ticked in.
      departments.map(([c]) => c).filter((c) => (c === code ? checked : chosen.includes(c))),
    );
  return (
    <FormSection title={joinUsContent.departmentsTitle} className="gap-x-5 gap-y-3">
      <p className="text-sm text-muted sm:col-span-2">{joinUsContent.departmentsIntro}</p>
      {departments.map(([code, name]) => (
        <CheckboxField key={code} label={name} checked={chosen.includes(code)} onCheckedChange={(checked) => toggle(code, checked)} />
      ))}
    </FormSection>
  );
}

export function TermsAgreement({ form }: { form: ApplicationForm }) {
  const joinUsContent = useJoinUsText();
  const inLang = useInLang();
  return (
    <FormSection title={joinUsContent.termsTitle} columns={1} className="justify-items-start gap-4">
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted">
        {joinUsContent.terms(form.fee).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <Link to={inLang(paths.termsOfServices)} className="text-sm font-semibold text-brand-700 underline">
        {joinUsContent.termsLinkText}
      </Link>
      <ApplicationFlag form={form} name="termsAgreement" />
    </FormSection>
  );
}
