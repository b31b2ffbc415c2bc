import type { ClubPartner } from "../contract.ts";
import { inLanguage } from "#shared/in-language.ts";
import { safePictureSrc } from "#shared/safe-url.ts";
import { SocialLinks } from "#web/components/ui/social-links.tsx";
import { PartnerBio } from "./partner-bio.tsx";
import { lazyListImage, type ListImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";

/** Every optional field is shown, or linked, only when it is set; the bio is cut to three lines, with "Read more". */
export function ClubPartnerCard({
  partner,
  imageLoading = lazyListImage,
}: {
  partner: ClubPartner;
  imageLoading?: ListImageLoading;
}) {
  const text = useListsText();
  const picture = safePictureSrc(partner.imageUrl);
  // A Bangla page shows the editor's Bangla role and bio where there are; names and organisations stay as entered.
  const roleTitle = inLanguage(partner.roleTitle, partner.roleTitleBn, text.lang);
  const bio = inLanguage(partner.bio, partner.bioBn, text.lang);
  return (
    <article className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-start gap-4">
        {picture && (
          <img
            src={picture}
            alt={text.memberText.photoOf(partner.name)}
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
          {roleTitle && <p className="text-sm font-medium text-accent-700 [overflow-wrap:anywhere]">{roleTitle}</p>}
          {partner.organization && <p className="text-sm text-muted [overflow-wrap:anywhere]">{partner.organization}</p>}
        </div>
      </div>
      {bio && <PartnerBio bio={bio} partnerName={partner.name} />}
      <div className="mt-auto">
        <SocialLinks name={partner.name} links={partner} text={text.memberText} />
      </div>
    </article>
  );
}
