import { memberCardDataKey, type MemberCard } from "#features/members/rules.ts";
import { PageBody } from "../../components/ui/page.tsx";
import { memberCardContent } from "../../content/bn/member-card.ts";
import { MemberCardView } from "#features/members/ui/member-card-view.tsx";
import { usePageAnswer } from "../../lib/page-data.ts";
import { personalLoader } from "../../lib/page-loaders.server.ts";

// Personal: never indexed, and no address of it sent onwards (the server sends the same as headers).
export const meta = () => [
  { title: `${memberCardContent.title} | জিএসসি বিজ্ঞান ক্লাব` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const loader = personalLoader;

/** A member's card in Bangla (../member-card.tsx): the server names the departments in Bangla at /bn/join-us/member/:token. */
export default function MemberCardPageBn() {
  const card = usePageAnswer(memberCardDataKey) as MemberCard | undefined;
  return <PageBody className="max-w-3xl">{card ? <MemberCardView text={memberCardContent} card={card} /> : null}</PageBody>;
}
