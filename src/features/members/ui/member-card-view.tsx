import type { MemberCard } from "../rules.ts";
import type { memberCardContent } from "#web/content/member-card.ts";
import { siteConfig } from "#shared/site-config.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { LogoMark } from "#web/components/ui/logo.tsx";

/**
 * Printed, only the card shows, at the size of a badge: everything else on the page is hidden, and
 * the card keeps its colours. Inline, since this page alone prints this way.
 */
const printStyle = `@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  [data-member-card], [data-member-card] * { visibility: visible; }
  [data-member-card] { position: absolute; left: 0; top: 0; width: 150mm; box-shadow: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

type CardText = typeof memberCardContent;

function CardBand({ text }: { text: CardText }) {
  return (
    <div className="flex items-center gap-3 bg-brand-900 px-5 py-4 text-white">
      <LogoMark size={44} />
      <div>
        <p className="font-bold leading-tight">{text.clubName ?? siteConfig.clubName}</p>
        <p className="text-sm text-brand-100">{text.college ?? siteConfig.college}</p>
      </div>
    </div>
  );
}

/** A member's card: the club, the member's name, number, session and departments, and the QR code of the card's own address. */
export function MemberCardView({ text: memberCardText, card }: { text: CardText; card: MemberCard }) {
  if (!card.active) {
    return (
      <article data-member-card className="mx-auto max-w-xl overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
        <CardBand text={memberCardText} />
        <div className="p-6">
          <h1 className="text-2xl font-extrabold text-brand-900">{memberCardText.inactiveHeading}</h1>
          <p className="mt-3 text-ink">{memberCardText.inactiveBody}</p>
        </div>
      </article>
    );
  }
  return (
    <>
      <style>{printStyle}</style>
      <article
        data-member-card
        aria-labelledby="member-card-name"
        className="mx-auto max-w-xl overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
      >
        <CardBand text={memberCardText} />
        <div className="grid gap-5 p-5 sm:grid-cols-[1fr_auto] sm:items-start">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{memberCardText.title}</p>
            <h1 id="member-card-name" className="mt-1 text-2xl font-extrabold text-brand-900">
              {card.fullName}
            </h1>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-ink">
              <dt className="text-muted">{memberCardText.memberNumber}</dt>
              <dd className="font-mono font-bold whitespace-nowrap">{card.memberNumber}</dd>
              <dt className="text-muted">{memberCardText.session}</dt>
              <dd>{memberCardText.year(card.sessionYear)}</dd>
              <dt className="text-muted">{card.departments.length === 1 ? memberCardText.department : memberCardText.departments}</dt>
              <dd>
                <ul>
                  {card.departments.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </div>
          <figure className="mx-auto w-40 sm:mx-0">
            <div className="aspect-square w-40 [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: card.qrSvg }} />
            <figcaption className="mt-1 text-center text-xs text-muted">{memberCardText.verifyNote}</figcaption>
          </figure>
        </div>
      </article>
      <div className="mx-auto mt-6 flex max-w-xl justify-center">
        <button type="button" className={buttonClasses("secondary")} onClick={() => window.print()}>
          {memberCardText.print}
        </button>
      </div>
    </>
  );
}
