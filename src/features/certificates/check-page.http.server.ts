import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { certificateCodePattern, certificatePathPrefix, type CertificateKind } from "./contract.ts";
import { inLanguage } from "#shared/in-language.ts";
import { langs, pathInLang, type Lang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { siteNamesBn } from "#shared/site-names-bn.ts";
import { certificateDate } from "./pdf.server.ts";
import { readPublicCertificate, type PublicCertificate } from "./store.server.ts";
import { bengaliFontStack } from "#server/mail/worker.ts";

// The public check page of a certificate: /certificates/<code> and
// /bn/certificates/<code>, the address its QR code carries. Server-written HTML with the site's colours
// and no script, so it costs no page any JavaScript; it says who received what, for which event, on
// which date, issued by the club, or that it was revoked or withdrawn, and nothing else of the person.

const texts = {
  en: {
    title: "Certificate check",
    genuine: "This certificate is genuine.",
    awardedTo: "Awarded to",
    for: "For",
    kinds: { participant: "Taking part", winner: "Winner", volunteer: "Volunteering" } satisfies Record<CertificateKind, string>,
    event: "Event",
    date: "Date",
    issuedBy: "Issued by",
    code: "Code",
    revoked: (date: string) => `This certificate was revoked by the club on ${date}. It is no longer valid.`,
    withdrawn: "This certificate was withdrawn. The club keeps nothing of the person it was given to.",
    unknown: "No certificate has this code. Check the code printed under the QR code on the certificate.",
    home: "Go to the home page",
    club: siteConfig.clubName,
    shortName: siteConfig.shortName,
  },
  bn: {
    title: "সনদ যাচাই",
    genuine: "এই সনদটি আসল।",
    awardedTo: "প্রাপক",
    for: "কীসের জন্য",
    kinds: { participant: "অংশগ্রহণ", winner: "বিজয়ী", volunteer: "স্বেচ্ছাসেবা" } satisfies Record<CertificateKind, string>,
    event: "অনুষ্ঠান",
    date: "তারিখ",
    issuedBy: "প্রদানকারী",
    code: "কোড",
    revoked: (date: string) => `ক্লাব ${date} তারিখে এই সনদটি বাতিল করেছে। এটি আর বৈধ নয়।`,
    withdrawn: "এই সনদটি প্রত্যাহার করা হয়েছে। যাঁকে দেওয়া হয়েছিল, ক্লাব তাঁর কোনো তথ্য রাখেনি।",
    unknown: "এই কোডের কোনো সনদ নেই। সনদে কিউআর কোডের নিচে ছাপা কোডটি মিলিয়ে দেখুন।",
    home: "হোম পেজে যান",
    club: siteNamesBn.clubName,
    shortName: siteNamesBn.shortName,
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type PageState = { kind: "valid"; certificate: PublicCertificate } | { kind: "revoked"; at: Date } | { kind: "withdrawn" } | { kind: "unknown" };

/** The site's colours and type (src/web/theme.css), written out for a page without the site's stylesheet. */
const style = (font: string) =>
  `*{box-sizing:border-box}body{margin:0;font-family:${font};color:#111a2e;background:#f5f7fc;line-height:1.6}` +
  `header{background:#0c2354;color:#fff;padding:.9rem 1.25rem}header a{color:#fff;font-weight:700;text-decoration:none}header a:focus-visible,main a:focus-visible{outline:3px solid #f0a20b;outline-offset:2px}` +
  `main{max-width:40rem;margin:2.5rem auto;padding:0 1rem}section{background:#fff;border:1px solid #dfe4ef;border-top:6px solid #2f63d6;border-radius:.75rem;padding:1.5rem}` +
  `h1{font-size:1.6rem;margin:0 0 1rem;color:#0c2354}.ok{color:#0a6159;font-weight:700}.bad{color:#b42318;font-weight:700}` +
  `dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:1rem 0 0}dt{color:#4a5570}dd{margin:0;font-weight:600}` +
  `main>p{margin-top:1.5rem}a{color:#1f4fb8}footer{color:#4a5570;text-align:center;font-size:.9rem;padding:1rem}`;

function body(lang: Lang, state: PageState): string {
  const t = texts[lang];
  if (state.kind === "unknown") return `<p class="bad" role="status">${escapeHtml(t.unknown)}</p>`;
  if (state.kind === "withdrawn") return `<p class="bad" role="status">${escapeHtml(t.withdrawn)}</p>`;
  if (state.kind === "revoked") return `<p class="bad" role="status">${escapeHtml(t.revoked(certificateDate(state.at, lang)))}</p>`;
  const c = state.certificate;
  const kind = (c.kind as CertificateKind) in t.kinds ? t.kinds[c.kind as CertificateKind] : c.kind;
  const what = c.award ? `${kind}: ${c.award}` : kind;
  const rows: [string, string][] = [
    [t.awardedTo, c.name ?? ""],
    [t.for, what],
    [t.event, inLanguage(c.eventTitle, c.eventTitleBn, lang)],
    [t.date, certificateDate(c.eventStartsAt, lang)],
    [t.issuedBy, t.club],
    [t.code, c.code],
  ];
  return `<p class="ok" role="status">${escapeHtml(t.genuine)}</p><dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
}

export function certificatePage(lang: Lang, state: PageState): { html: string; nonce: string } {
  const t = texts[lang];
  const nonce = randomBytes(16).toString("base64");
  const font = lang === "bn" ? bengaliFontStack : `"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,system-ui,sans-serif`;
  const home = pathInLang("/", lang);
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.title)} | ${escapeHtml(t.shortName)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style nonce="${nonce}">${style(font)}</style></head>` +
    `<body><header><a href="${home}">${escapeHtml(t.club)}</a></header><main><section><h1>${escapeHtml(t.title)}</h1>${body(lang, state)}</section>` +
    `<p><a href="${home}">${escapeHtml(t.home)}</a></p></main><footer>${escapeHtml(t.club)}</footer></body></html>`;
  return { html, nonce };
}

function send(reply: FastifyReply, lang: Lang, state: PageState): FastifyReply {
  const { html, nonce } = certificatePage(lang, state);
  return reply
    .code(state.kind === "unknown" ? 404 : 200)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow")
    .header("content-security-policy", `default-src 'none';style-src 'nonce-${nonce}';img-src 'self';base-uri 'none';form-action 'none';frame-ancestors 'none'`)
    .type("text/html; charset=utf-8")
    .send(html);
}

export default async function certificateRoutes(app: FastifyInstance) {
  for (const lang of langs) {
    app.get(`${pathInLang(certificatePathPrefix, lang)}:code`, async (request: FastifyRequest<{ Params: { code: string } }>, reply) => {
      const code = request.params.code.toUpperCase();
      const found = certificateCodePattern.test(code) ? await readPublicCertificate(app.db, code) : undefined;
      if (!found) return send(reply, lang, { kind: "unknown" });
      if (found.withdrawnAt || found.name === null) return send(reply, lang, { kind: "withdrawn" });
      if (found.revokedAt) return send(reply, lang, { kind: "revoked", at: found.revokedAt });
      return send(reply, lang, { kind: "valid", certificate: found });
    });
  }
}
