import type { TeamMember } from "../../../../shared/api/team-members.ts";
import { MemberPhoto } from "../../../components/ui/member-photo.tsx";
import { SocialLinks } from "../../../components/ui/social-links.tsx";

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <MemberPhoto src={member.imageUrl} name={member.name} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{member.name}</h3>
          <p className="text-sm font-medium text-accent-700">{member.roleTitle}</p>
        </div>
        <SocialLinks name={member.name} links={member} />
      </div>
    </article>
  );
}
