import { memberCardDataKey, type MemberCard } from "#features/members/rules.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { PageBody } from "../components/ui/page.tsx";
import { memberCardContent } from "../content/member-card.ts";
import { MemberCardView } from "#features/members/ui/member-card-view.tsx";
import { usePageAnswer } from "../lib/page-data.ts";
import { personalLoader } from "../lib/page-loaders.server.ts";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${memberCardContent.title} | ${siteConfig.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const loader = personalLoader;

/**
 * A member's card. The server renders this page with the card in its HTML
 * (features/members/card-page.http.server.ts reads it; this route's loader hands it over).
 */
export default function MemberCardPage() {
  const card = usePageAnswer(memberCardDataKey) as MemberCard | undefined;
  return <PageBody className="max-w-3xl">{card ? <MemberCardView text={memberCardContent} card={card} /> : null}</PageBody>;
}
