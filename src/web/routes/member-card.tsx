import { memberCardDataKey, memberCardText, type MemberCard } from "../../shared/members.ts";
import { siteConfig } from "../../shared/site-config.ts";
import { PageBody } from "../components/ui/page.tsx";
import { MemberCardView } from "../features/member-card/components/member-card-view.tsx";
import { currentPageData } from "../lib/page-data.tsx";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${memberCardText.title} | ${siteConfig.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * A member's card (docs/decisions/110). The server renders this page with the card in its HTML
 * (routes/member-card.ts); the template the build prerenders has no card and is never sent.
 */
export default function MemberCardPage() {
  const card = currentPageData()?.values.get(memberCardDataKey) as MemberCard | undefined;
  return <PageBody className="max-w-3xl">{card ? <MemberCardView card={card} /> : null}</PageBody>;
}
