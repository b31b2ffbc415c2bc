import { Globe, Mail } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { FacebookIcon, GitHubIcon, InstagramIcon, LinkedInIcon, XTwitterIcon } from "./brand-icons.tsx";

export interface SocialLinkSet {
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  linkedinUrl?: string | null;
  twitterUrl?: string | null;
  githubUrl?: string | null;
  websiteUrl?: string | null;
  email?: string | null;
}

const networks: { key: keyof SocialLinkSet; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "facebookUrl", label: "Facebook", Icon: FacebookIcon },
  { key: "instagramUrl", label: "Instagram", Icon: InstagramIcon },
  { key: "linkedinUrl", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "twitterUrl", label: "Twitter", Icon: XTwitterIcon },
  { key: "githubUrl", label: "GitHub", Icon: GitHubIcon },
  { key: "websiteUrl", label: "Website", Icon: Globe },
  { key: "email", label: "E-mail", Icon: Mail },
];

/** Icon links for whichever of a person's profiles are set; nothing at all when none are. */
export function SocialLinks({ links, name }: { links: SocialLinkSet; name: string }) {
  const present = networks.filter(({ key }) => Boolean(links[key]));
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} online`}>
      {present.map(({ key, label, Icon }) => {
        const value = links[key] as string;
        const isMail = key === "email";
        return (
          <li key={key}>
            <a
              href={isMail ? `mailto:${value}` : value}
              aria-label={`${name} on ${label}`}
              {...(isMail ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-colors hover:bg-brand-700 hover:text-white"
            >
              <Icon aria-hidden="true" className="size-[18px]" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
