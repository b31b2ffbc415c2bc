import type { ClubPartner } from "../../../../shared/api/club-partners.ts";
import { safePictureSrc } from "../../../../shared/safe-url.ts";
import { SocialLinks } from "../../../components/ui/social-links.tsx";
import { PartnerBio } from "./partner-bio.tsx";
import { lazyListImage, type ListImageLoading } from "../../../lib/list-image.ts";

/** Every optional field is shown, or linked, only when it is set; the bio is cut to three lines, with "Read more". */
export function ClubPartnerCard({
  partner,
  imageLoading = lazyListImage,
}: {
  partner: ClubPartner;
  imageLoading?: ListImageLoading;
}) {
  const picture = safePictureSrc(partner.imageUrl);
  return (
    <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-start gap-4">
        {picture && (
          <img
            src={picture}
            alt={`Photo of ${partner.name}`}
            width={400}
            height={400}
            {...imageLoading}
            decoding="async"
            // A broken link is treated like no image at all.
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
            className="size-16 shrink-0 rounded-2xl bg-brand-50 object-cover"
          />
        )}
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{partner.name}</h2>
          {partner.roleTitle && <p className="text-sm font-medium text-accent-700 [overflow-wrap:anywhere]">{partner.roleTitle}</p>}
          {partner.organization && <p className="text-sm text-muted [overflow-wrap:anywhere]">{partner.organization}</p>}
        </div>
      </div>
      {partner.bio && <PartnerBio bio={partner.bio} partnerName={partner.name} />}
      <div className="mt-auto">
        <SocialLinks name={partner.name} links={partner} />
      </div>
    </article>
  );
}
