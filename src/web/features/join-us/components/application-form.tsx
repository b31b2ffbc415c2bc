import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { HoneypotField } from "../../../components/ui/honeypot-field.tsx";
import { readHoneypot } from "../../../lib/honeypot.ts";
import { joinUsContent } from "../../../content/join-us.ts";
import { AddressSection, FamilySection, PersonalSection, SocialSection } from "./applicant-sections.tsx";
import { DepartmentChecklist, PaymentSummary, TermsAgreement } from "./membership-choices.tsx";
import { OnlinePaymentFields, PaymentTypeChoice } from "./payment-fields.tsx";
import { loadSubmission, useApplicationForm } from "./use-application-form.ts";

/** The membership application: the applicant, then departments, fee, terms and payment. */
export function ApplicationForm() {
  const form = useApplicationForm();
  const { departments, paymentType } = form.values;
  return (
    <section aria-labelledby="application-title" className="mt-12">
      <h2 id="application-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {joinUsContent.formTitle}
      </h2>
      <p className="mt-2 text-muted">{joinUsContent.formIntro}</p>
      <form
        className="mt-6 grid gap-6"
        onFocus={() => void loadSubmission().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(readHoneypot(event.currentTarget));
        }}
      >
        <HoneypotField />
        <PersonalSection form={form} />
        <FamilySection form={form} />
        <AddressSection form={form} />
        <SocialSection form={form} />
        <DepartmentChecklist form={form} />
        {departments.length > 0 && <PaymentSummary departmentCount={departments.length} />}
        <TermsAgreement form={form} />
        {form.paymentTypeShown && <PaymentTypeChoice form={form} />}
        {form.paymentTypeShown && paymentType === "online" && <OnlinePaymentFields form={form} />}
        {form.notice && (
          <Alert
            variant={form.notice.variant}
            title={form.notice.title}
            role={form.notice.variant === "success" ? "status" : "alert"}
            data-testid="application-notice"
          >
            {form.notice.text}
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={!form.canSubmit} className="w-full sm:w-auto sm:justify-self-start">
          {form.submitting ? joinUsContent.submitting : joinUsContent.submit}
        </Button>
      </form>
    </section>
  );
}
