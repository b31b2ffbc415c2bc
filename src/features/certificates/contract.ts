import { z } from "zod";

/**
 * Certificates for an event's people: the organiser's design, who gets one, what
 * the console sends and gets back, and the public check page's address.
 */

/** The words a certificate's text may hold, each replaced for its person. */
export const certificatePlaceholders = ["{name}", "{event}", "{date}", "{category}", "{award}"] as const;

/** What a person is given one as: for taking part (checked in), or chosen, as a winner (with the award's words) or a volunteer. */
export const certificateKinds = ["participant", "winner", "volunteer"] as const;
export type CertificateKind = (typeof certificateKinds)[number];

export const certificateKindLabels: Record<CertificateKind, string> = {
  participant: "Participant",
  winner: "Winner",
  volunteer: "Volunteer",
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const oneLine = (label: string, max: number) => text(label, max).refine((value) => !/[\r\n]/.test(value), `${label} must be one line.`);

/** A stored picture (a signature, the logo) as the image upload answered it. */
export const certificateImageKeyPattern = /^certificate-images\/[0-9a-f-]{36}\.jpg$/;
const imageKey = z.string().regex(certificateImageKeyPattern, "Upload the picture again.");

export const signatorySchema = z.strictObject({
  name: oneLine("The signatory's name", 80),
  role: oneLine("The signatory's role", 80),
  signature: imageKey.nullable().default(null),
});
export type Signatory = z.infer<typeof signatorySchema>;

export const certificateDesignSchema = z.strictObject({
  title: oneLine("The title", 80),
  body: text("The text", 600),
  signatories: z.array(signatorySchema).max(2, "At most two people sign a certificate.").default([]),
  logo: imageKey.nullable().default(null),
});
export type CertificateDesign = z.infer<typeof certificateDesignSchema>;

export const defaultCertificateDesign: CertificateDesign = {
  title: "Certificate",
  body: "This certifies that\n{name}\ntook part in {event} on {date}, {category}.\n{award}",
  signatories: [],
  logo: null,
};

/** One chosen person: a registration of the event, what they are given it as, and a winner's award. */
export const chosenPersonSchema = z
  .strictObject({
    registrationId: z.uuid("Choose a registration of this event."),
    kind: z.enum(certificateKinds, { error: `Choose what it is for: ${certificateKinds.join(", ")}.` }),
    award: oneLine("The award", 120).optional(),
  })
  .refine((person) => person.kind !== "winner" || Boolean(person.award), { message: "A winner's certificate says the award: write it.", path: ["award"] });

export const issueCertificatesSchema = z.discriminatedUnion(
  "to",
  [
    z.strictObject({ to: z.literal("checked_in") }),
    z.strictObject({ to: z.literal("chosen"), people: z.array(chosenPersonSchema).min(1, "Choose at least one person.").max(1000, "At most 1,000 at a time.") }),
  ],
  { error: "Choose who gets one: everyone checked in, or the people chosen." },
);
export type IssueCertificates = z.infer<typeof issueCertificatesSchema>;

export const revokeCertificateSchema = z.strictObject({ reason: oneLine("The reason", 300) });

export interface CertificateRow {
  id: string;
  code: string;
  registrationId: string | null;
  reference: string | null;
  name: string | null;
  category: string | null;
  kind: CertificateKind;
  award: string | null;
  lang: "en" | "bn";
  issuedAt: string;
  emailed: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
  withdrawnAt: string | null;
}

/** The event's certificates page: its design, the people it may go to (for choosing), and those issued. */
export interface CertificatesAnswer {
  event: { id: string; title: string; startsAt: string };
  design: CertificateDesign;
  designSaved: boolean;
  people: { registrationId: string; reference: string; name: string | null; category: string; checkedIn: boolean }[];
  certificates: CertificateRow[];
  mailEnabled: boolean;
}

export interface IssueAnswer {
  issued: number;
  alreadyHad: number;
  emailed: number;
}

/** The public check page (no script): the code is what the QR code carries. */
export const certificatePathPrefix = "/certificates/";
/** 12 characters of Crockford's base 32: 60 random bits. */
export const certificateCodePattern = /^[0-9A-HJKMNP-TV-Z]{12}$/;

const optionalLine = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label} must be at most 80 characters.`)
    .refine((value) => !/[\r\n]/.test(value), `${label} must be one line.`)
    .optional();
const optionalKey = z.string().regex(certificateImageKeyPattern, "Upload the picture again.").optional();

/** The console's design form, flat as its inputs are; `toCertificateDesign` makes the API's body of it. */
export const certificateDesignFormSchema = z
  .strictObject({
    title: oneLine("The title", 80),
    body: text("The text", 600),
    logo: optionalKey,
    signatory1Name: optionalLine("The first signatory's name"),
    signatory1Role: optionalLine("The first signatory's role"),
    signature1: optionalKey,
    signatory2Name: optionalLine("The second signatory's name"),
    signatory2Role: optionalLine("The second signatory's role"),
    signature2: optionalKey,
  })
  .refine((v) => Boolean(v.signatory1Name) === Boolean(v.signatory1Role), { message: "Write both the name and the role, or neither.", path: ["signatory1Role"] })
  .refine((v) => Boolean(v.signatory2Name) === Boolean(v.signatory2Role), { message: "Write both the name and the role, or neither.", path: ["signatory2Role"] });
export type CertificateDesignForm = z.output<typeof certificateDesignFormSchema>;

export function toCertificateDesign(form: CertificateDesignForm): CertificateDesign {
  const signatories: Signatory[] = [];
  if (form.signatory1Name && form.signatory1Role) signatories.push({ name: form.signatory1Name, role: form.signatory1Role, signature: form.signature1 ?? null });
  if (form.signatory2Name && form.signatory2Role) signatories.push({ name: form.signatory2Name, role: form.signatory2Role, signature: form.signature2 ?? null });
  return { title: form.title, body: form.body, signatories, logo: form.logo ?? null };
}

export function designFormValues(design: CertificateDesign): Record<string, string> {
  const [first, second] = design.signatories;
  return {
    title: design.title,
    body: design.body,
    logo: design.logo ?? "",
    signatory1Name: first?.name ?? "",
    signatory1Role: first?.role ?? "",
    signature1: first?.signature ?? "",
    signatory2Name: second?.name ?? "",
    signatory2Role: second?.role ?? "",
    signature2: second?.signature ?? "",
  };
}
