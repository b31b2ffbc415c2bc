import { ApplicationFlag, ApplicationTextField, FormSection } from "./form-parts.tsx";
import { useJoinUsText } from "./join-us-text.ts";
import type { ApplicationForm } from "./use-application-form.ts";

export function PersonalSection({ form }: { form: ApplicationForm }) {
  const { sections } = useJoinUsText();
  return (
    <FormSection title={sections.personal}>
      <ApplicationTextField form={form} name="fullName" required autoComplete="name" />
      <ApplicationTextField form={form} name="collegeRoll" required />
      <ApplicationTextField form={form} name="email" type="email" required autoComplete="email" />
      <ApplicationTextField form={form} name="phone" type="tel" autoComplete="tel" />
      <ApplicationTextField form={form} name="section" />
      <ApplicationTextField form={form} name="bloodGroup" />
    </FormSection>
  );
}

export function FamilySection({ form }: { form: ApplicationForm }) {
  const { sections } = useJoinUsText();
  return (
    <FormSection title={sections.family}>
      <ApplicationTextField form={form} name="fathersName" />
      <ApplicationTextField form={form} name="fathersPhone" type="tel" />
      <ApplicationTextField form={form} name="mothersName" />
      <ApplicationTextField form={form} name="mothersPhone" type="tel" />
    </FormSection>
  );
}

export function AddressSection({ form }: { form: ApplicationForm }) {
  const { sections } = useJoinUsText();
  return (
    <FormSection title={sections.address}>
      <ApplicationTextField form={form} name="permanentAddress" autoComplete="street-address" />
      <ApplicationTextField form={form} name="presentAddress" />
    </FormSection>
  );
}

export function SocialSection({ form }: { form: ApplicationForm }) {
  const { sections } = useJoinUsText();
  return (
    <FormSection title={sections.social}>
      <ApplicationTextField form={form} name="photoDriveLink" type="url" inputMode="url" placeholder="https://" />
      <ApplicationTextField form={form} name="facebookId" />
      <ApplicationFlag form={form} name="previousClubbingExperience" />
      <ApplicationFlag form={form} name="extraQualificationActivities" />
    </FormSection>
  );
}
