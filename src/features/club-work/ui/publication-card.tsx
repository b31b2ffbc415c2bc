import type { Publication } from "../contract.ts";
import { inLanguage } from "#shared/in-language.ts";
import { safePictureSrc, safeWebHref } from "#shared/safe-url.ts";
import { ExternalLinkButton } from "#web/components/ui/external-link-button.tsx";
import { cn } from "#web/lib/cn.ts";
import { lazyListImage, type ListImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { PublicationTypeBadge } from "./publication-type-badge.tsx";

/** Badge, title, year, authors, where it appeared, the abstract cut to four lines, cover and links. */
export function PublicationCard({
  publication: p,
  imageLoading = lazyListImage,
}: {
  publication: Publication;
  imageLoading?: ListImageLoading;
}) {
  const text = useListsText();
  const { publicationLinkLabels } = text;
  // A Bangla page shows the editor's Bangla text where there is one; authors and journals stay as entered.
  const title = inLanguage(p.title, p.titleBn, text.lang);
  const abstract = inLanguage(p.abstract, p.abstractBn, text.lang);
  const doiUrl = safeWebHref(p.doiUrl);
  const pdfUrl = safeWebHref(p.pdfUrl);
  const cover = safePictureSrc(p.coverImageUrl);
  return (
    <article
      className={cn(
        "grid overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]",
        cover && "sm:grid-cols-[14rem_1fr]",
      )}
    >
      {cover && (
        <div className="px-6 pt-6 sm:pb-6 sm:pr-0">
          <img
            src={cover}
            alt=""
            width={800}
            height={450}
            {...imageLoading}
            decoding="async"
            className="aspect-video w-full rounded-xl bg-brand-50 object-cover"
          />
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <PublicationTypeBadge type={p.type} label={text.publicationType(p.type)} />
          {p.year !== null && <span className="text-sm font-semibold text-muted">{text.year(p.year)}</span>}
        </div>
        <h2 className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">{title}</h2>
        {(p.authors || p.publishedIn) && (
          <div className="text-sm [overflow-wrap:anywhere]">
            {p.authors && <p className="font-medium text-ink">{p.authors}</p>}
            {p.publishedIn && <p className="italic text-muted">{p.publishedIn}</p>}
          </div>
        )}
        {abstract && <p className="line-clamp-4 text-muted [overflow-wrap:anywhere]">{abstract}</p>}
        {(doiUrl || pdfUrl) && (
          <div className="flex flex-wrap gap-3 pt-1">
            {doiUrl && <ExternalLinkButton href={doiUrl} label={publicationLinkLabels.doi} about={title} />}
            {pdfUrl && (
              <ExternalLinkButton href={pdfUrl} label={publicationLinkLabels.pdf} about={title} variant="secondary" />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
