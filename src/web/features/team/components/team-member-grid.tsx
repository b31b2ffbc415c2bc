import { LoadingText } from "../../../components/ui/page.tsx";
import { useTeamMembers } from "../api/get-team-members.ts";
import { TeamMemberCard } from "./team-member-card.tsx";

export function TeamMemberGrid() {
  const { data, isPending, isError } = useTeamMembers();
  if (isPending) return <LoadingText />;
  if (isError) {
    return (
      <p role="alert" className="py-12 text-center font-medium text-danger">
        Error loading team members
      </p>
    );
  }
  if (data.length === 0) return <p className="py-12 text-center text-muted">No team members to show yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {data.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
