import { useEffect, useId, useRef, useState } from "react";
import { useListsText } from "#web/components/lists-text.tsx";

/**
 * A partner's bio, cut to three lines (spec section 9), with "Read more" to show the rest in place.
 * The button appears only when the text really is cut, measured once the page is in the browser (and
 * again when the card's width changes), so the prerendered HTML has none.
 */
export function PartnerBio({ bio, partnerName }: { bio: string; partnerName: string }) {
  const { clubPartnerText } = useListsText();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [clamped, setClamped] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const paragraph = ref.current;
    if (!paragraph || expanded) return;
    const measure = () => setClamped(paragraph.scrollHeight > paragraph.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <div>
      <p id={id} ref={ref} className={expanded ? "text-muted [overflow-wrap:anywhere]" : "line-clamp-3 text-muted [overflow-wrap:anywhere]"}>
        {bio}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={clubPartnerText.toggleAbout(expanded ? clubPartnerText.showLess : clubPartnerText.readMore, partnerName)}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 min-h-6 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {expanded ? clubPartnerText.showLess : clubPartnerText.readMore}
        </button>
      )}
    </div>
  );
}
