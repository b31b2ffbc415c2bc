import type { ReactNode } from "react";
import { languageNames } from "#console/lib/submission-language.ts";
import { paymentTypeLabels, type ApplicationDetail } from "../../contract.ts";
import { DepartmentList } from "#console/components/department-list.tsx";
import { safeEmailHref, safeWebHref } from "#shared/safe-url.ts";
import { formatDateTime } from "#console/lib/format.ts";
import { consentText } from "#shared/console/consent.ts";

type Fields = [label: string, value: ReactNode][];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Every field of the application as the applicant gave it, in the form's sections. */
export function ApplicationFields({ application: a }: { application: ApplicationDetail }) {
  const sections: [title: string, fields: Fields][] = [
    [
      "Applicant",
      [
        ["Full name", a.fullName],
        ["College roll", a.collegeRoll],
        ["Email", safeEmailHref(a.email) ? <a key="email" href={safeEmailHref(a.email)} className="text-brand-700 underline underline-offset-2">{a.email}</a> : a.email],
        ["Phone", a.phone],
        ["Section", a.section],
        ["Blood group", a.bloodGroup],
        ["Facebook ID", a.facebookId],
        [
          "Photo",
          safeWebHref(a.photoDriveLink) ? (
            <a href={safeWebHref(a.photoDriveLink)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
              Open the photo link
            </a>
          ) : (
            a.photoDriveLink
          ),
        ],
      ],
    ],
    [
      "Family",
      [
        ["Father's name", a.fathersName],
        ["Father's phone", a.fathersPhone],
        ["Mother's name", a.mothersName],
        ["Mother's phone", a.mothersPhone],
      ],
    ],
    [
      "Addresses",
      [
        ["Permanent address", a.permanentAddress],
        ["Present address", a.presentAddress],
      ],
    ],
    [
      "Membership",
      [
        [
          "Departments",
          <DepartmentList key="departments" codes={a.departments} />,
        ],
        ["Previous clubbing experience", yesNo(a.previousClubbingExperience)],
        ["Extra qualification activities", yesNo(a.extraQualificationActivities)],
        ["Agreed to the terms", yesNo(a.termsAgreement)],
        ["Privacy policy and terms", consentText(a, formatDateTime)],
        ["Submitted", formatDateTime(a.createdAt)],
        ["Reference", <span key="reference" className="font-mono">{a.reference}</span>],
        // The language of the page it was sent from: the applicant's e-mails and letters are in it.
        ["Language", languageNames[a.lang]],
        // Given at the first approval, kept for life: shown while approved.
        ...(a.status === "approved" && a.memberNumber
          ? [["Member number", <span key="member-number" className="font-mono">{a.memberNumber}</span>] as [string, ReactNode]]
          : []),
      ],
    ],
    [
      "Payment",
      [
        ["Payment type", paymentTypeLabels[a.paymentType]],
        ["Amount", `${a.totalAmount} TK`],
        ...(a.paymentType === "online"
          ? ([
              ["Paid to (wallet number)", a.paymentNumber],
              ["Account name", a.accountName],
              ["Account number", a.accountNumber],
              ["Transaction ID", a.transactionId && <span className="font-mono">{a.transactionId}</span>],
            ] satisfies Fields)
          : []),
      ],
    ],
  ];
  return (
    <div className="grid gap-4">
      {sections.map(([title, fields]) => (
        <FieldSection key={title} title={title} fields={fields} />
      ))}
    </div>
  );
}

function FieldSection({ title, fields }: { title: string; fields: Fields }) {
  const headingId = `application-${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 id={headingId} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted sm:py-0.5">{label}</dt>
            <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0 sm:py-0.5">{value ?? <span className="text-muted italic">Not given</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
