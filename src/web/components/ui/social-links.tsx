import { safeEmailHref, safeWebHref } from "#shared/safe-url.ts";
import type { MemberText } from "../../content/lists.ts";
import { Icon, type IconName } from "./icon.tsx";

export interface SocialLinkSet {
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  linkedinUrl?: string | null;
  twitterUrl?: string | null;
  githubUrl?: string | null;
  websiteUrl?: string | null;
  email?: string | null;
}

const networks: { key: keyof SocialLinkSet; icon: IconName }[] = [
  { key: "facebookUrl", icon: "facebook" },
  { key: "instagramUrl", icon: "instagram" },
  { key: "linkedinUrl", icon: "linkedin" },
  { key: "twitterUrl", icon: "x-twitter" },
  { key: "githubUrl", icon: "github" },
  { key: "websiteUrl", icon: "globe" },
  { key: "email", icon: "mail" },
];

/**
 * Icon links for whichever of a person's profiles are set; nothing at all when none are. A stored
 * value that is not a web address (or, for e-mail, an address) gets no link (shared/safe-url.ts).
 */
export function SocialLinks({ links, name, text }: { links: SocialLinkSet; name: string; text: Pick<MemberText, "profiles" | "profileOn" | "networks"> }) {
  const present = networks
    .map((network) => ({ ...network, label: text.networks[network.key], href: network.key === "email" ? safeEmailHref(links.email) : safeWebHref(links[network.key]) }))
    .filter((network) => network.href !== undefined);
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={text.profiles(name)}>
      {present.map(({ key, label, icon, href }) => {
        const isMail = key === "email";
        return (
          <li key={key}>
            <a
              href={href}
              aria-label={text.profileOn(name, label)}
              {...(isMail ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-colors hover:bg-brand-700 hover:text-white"
            >
              <Icon name={icon} className="size-[18px]" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
