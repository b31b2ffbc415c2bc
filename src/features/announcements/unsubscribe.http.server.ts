import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unsubscribePathPrefix, unsubscribeTokenPattern } from "./contract.ts";
import { langs, pathInLang, type Lang } from "#shared/lang.ts";
import { siteConfig } from "#shared/site-config.ts";
import { clubShortNameBn } from "#shared/status-letters-bn.ts";
import { confirmUnsubscribe, dropQueuedAnnouncements, readUnsubscribe } from "./store.server.ts";
import { bengaliFontStack } from "#server/mail/worker.ts";
import { isFromOtherSite } from "#server/plugins/app/request-guards.ts";
import { markPersonal } from "#server/site-render/personal-page.ts";

// The unsubscribe page of letters to a group: /unsubscribe/<token> and
// /bn/unsubscribe/<token>. Written here as a small HTML page without any script, so it adds nothing
// to any other page's JavaScript. Opening it changes nothing (mail programs and link scanners open
// links); the button posts the form, which records the unsubscribe.

const texts = {
  en: {
    title: "Unsubscribe",
    ask: "Stop letters to a group from the club (news and announcements) to this e-mail address?",
    keep: "E-mail about your own registrations and applications (confirmations, tickets, a reminder the day before an event you registered for) still comes.",
    button: "Unsubscribe",
    done: "You are unsubscribed. The club will not send you letters to a group again.",
    already: "This address is already unsubscribed.",
    unknown: "This unsubscribe link is not valid. Copy the whole link from the e-mail.",
    home: "Go to the home page",
    club: siteConfig.shortName,
  },
  bn: {
    title: "আনসাবস্ক্রাইব",
    ask: "এই ই-মেইল ঠিকানায় ক্লাবের সবার উদ্দেশে লেখা চিঠি (খবর ও ঘোষণা) বন্ধ করবেন?",
    keep: "আপনার নিজের নিবন্ধন ও আবেদনের ই-মেইল (নিশ্চিতকরণ, টিকিট, নিবন্ধিত অনুষ্ঠানের আগের দিনের রিমাইন্ডার) তবুও আসবে।",
    button: "আনসাবস্ক্রাইব করুন",
    done: "আপনি আনসাবস্ক্রাইব করেছেন। ক্লাব আপনাকে আর সবার উদ্দেশে লেখা চিঠি পাঠাবে না।",
    already: "এই ঠিকানা আগেই আনসাবস্ক্রাইব করা আছে।",
    unknown: "এই আনসাবস্ক্রাইব লিংকটি সঠিক নয়। ই-মেইল থেকে পুরো লিংকটি কপি করুন।",
    home: "হোম পেজে যান",
    club: clubShortNameBn,
  },
} as const satisfies Record<Lang, Record<string, string>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type PageState = "ask" | "done" | "already" | "unknown";

function page(lang: Lang, state: PageState, action: string): { html: string; nonce: string } {
  const t = texts[lang];
  const nonce = randomBytes(16).toString("base64");
  const font = lang === "bn" ? bengaliFontStack : "system-ui,sans-serif";
  const body =
    state === "ask"
      ? `<p>${escapeHtml(t.ask)}</p><p class="note">${escapeHtml(t.keep)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<p role="status">${escapeHtml(t[state])}</p>${state === "unknown" ? "" : `<p class="note">${escapeHtml(t.keep)}</p>`}`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escapeHtml(t.title)} | ${escapeHtml(t.club)}</title><style nonce="${nonce}">body{margin:0;font-family:${font};color:#111827;background:#f9fafb;line-height:1.6}main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.75rem}h1{font-size:1.5rem;margin:0 0 1rem}.note{color:#374151;font-size:.95rem}button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #111827;outline-offset:2px}a{color:#1d4ed8}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>${body}<p><a href="${pathInLang("/", lang)}">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return { html, nonce };
}

function send(reply: FastifyReply, lang: Lang, state: PageState, action: string, status = 200): FastifyReply {
  const { html, nonce } = page(lang, state, action);
  markPersonal(reply);
  return reply
    .code(status)
    .header("content-security-policy", `default-src 'none';style-src 'nonce-${nonce}';form-action 'self';base-uri 'none';frame-ancestors 'none'`)
    .type("text/html; charset=utf-8")
    .send(html);
}

export default async function unsubscribeRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  const siteOrigin = new URL(options.siteUrl).origin;
  // The page's button posts an empty form: its body is not read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  for (const lang of langs) {
    const path = `${pathInLang(unsubscribePathPrefix, lang)}:token`;
    const actionOf = (token: string) => `${pathInLang(unsubscribePathPrefix, lang)}${token}`;

    app.get(path, async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      const { token } = request.params;
      const found = unsubscribeTokenPattern.test(token) ? await readUnsubscribe(app.db, token) : undefined;
      if (!found) return send(reply, lang, "unknown", "", 404);
      return send(reply, lang, found.unsubscribedAt ? "already" : "ask", actionOf(token));
    });

    app.post(path, async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      // The site's public URL, or the address the request was sent to (a test server, a preview port), as public writes allow.
      // The page sends no referrer, so a browser posts its form with `Origin: null`: then its Sec-Fetch-Site must say same-origin.
      const { origin, "sec-fetch-site": fetchSite } = request.headers;
      const fromPage = origin === "null" && fetchSite === "same-origin";
      if (!fromPage && isFromOtherSite(request.headers, [siteOrigin, `${request.protocol}://${request.host}`])) return reply.code(403).send({ statusCode: 403, error: "Forbidden", message: "Unsubscribe from the page the e-mail links to." });
      const { token } = request.params;
      if (!unsubscribeTokenPattern.test(token) || !(await confirmUnsubscribe(app.db, token))) return send(reply, lang, "unknown", "", 404);
      await dropQueuedAnnouncements(app.db, token);
      return send(reply, lang, "done", "");
    });
  }
}
