import { useState } from "react";
import type { PasteAnswer, RefusedLine } from "../../contract.ts";
import { counted } from "#shared/counted.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Notice } from "#console/components/notice.tsx";

/** Refused parts are drawn a batch at a time: a paste of thousands stays quick to show. */
const batch = 100;

/** The one-line summary of a paste or a statement file: what was added, what was known, what was verified. */
export function readSummaryLine(answer: PasteAnswer): string {
  return [
    `${counted(answer.added, "payment")} added`,
    `${answer.alreadyKnown.toLocaleString("en")} already received`,
    `${counted(answer.verified, "payment")} verified automatically`,
    // An agent's Cash In or a bank deposit: stored, but set aside as no fee by the reader.
    ...(answer.setAside > 0 ? [`${answer.setAside.toLocaleString("en")} set aside as no fee (Cash In or bank deposit)`] : []),
  ].join(", ");
}

/**
 * What a paste or a statement file gave: the summary (in a live region that is always there, so it
 * is announced), and each part that was not read as a payment, with why (not announced: it can be long).
 */
export function ReadSummary({ answer, source }: { answer: PasteAnswer | null; source: "paste" | "statement" }) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {answer && (
          <Notice variant={refusedCount(answer) === 0 ? "success" : "info"} title={readSummaryLine(answer)}>
            {refusedCount(answer) === 0
              ? "Every part was read."
              : `${counted(refusedCount(answer), "part")} could not be read as a payment: check ${refusedCount(answer) === 1 ? "it" : "them"} below against the wallet's messages.`}
          </Notice>
        )}
      </div>
      {answer && answer.refused.length > 0 && <RefusedParts key={answer.refused.length} refused={answer.refused} total={refusedCount(answer)} source={source} />}
    </>
  );
}

/** Every part not read: the server lists the first 100 and counts them all. */
const refusedCount = (answer: PasteAnswer) => Math.max(answer.refusedCount ?? 0, answer.refused.length);

function RefusedParts({ refused, total, source }: { refused: RefusedLine[]; total: number; source: "paste" | "statement" }) {
  const [shown, setShown] = useState(batch);
  return (
    <section aria-labelledby={`refused-${source}`} className="grid gap-2">
      <h3 id={`refused-${source}`} className="font-bold text-brand-900">
        Not read ({total.toLocaleString("en")})
      </h3>
      {total > refused.length && (
        <p className="text-sm text-ink">
          The first {refused.length.toLocaleString("en")} are listed: fix them, then paste the rest again to see the others.
        </p>
      )}
      <ol className="grid gap-2">
        {refused.slice(0, shown).map((part, index) => (
          <li key={`${part.line}-${index}`} className="grid gap-1 rounded-xl border border-line bg-white p-3 text-sm">
            <p className="font-semibold text-brand-900">
              Line {part.line.toLocaleString("en")}: <span className="font-normal text-danger">{part.reason}</span>
            </p>
            <p className="line-clamp-3 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-ink">{part.text}</p>
          </li>
        ))}
      </ol>
      {refused.length > shown && (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setShown((n) => n + batch)}>
          Show {Math.min(batch, refused.length - shown)} more of {(refused.length - shown).toLocaleString("en")}
        </Button>
      )}
    </section>
  );
}
