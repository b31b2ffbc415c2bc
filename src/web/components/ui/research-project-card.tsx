import type { ResearchProject, ResearchProjectStatus } from "../../content/research-projects.ts";
import { cn } from "../../lib/cn.ts";
import { DetailList } from "./detail-list.tsx";

const statusTones: Record<ResearchProjectStatus, string> = {
  Ongoing: "bg-accent-50 text-accent-700",
  Planning: "bg-highlight-300/40 text-brand-900",
  Completed: "bg-brand-50 text-brand-700",
};

export function ResearchProjectCard({
  project,
  labels,
}: {
  project: ResearchProject;
  labels: { lead: string; duration: string; funding: string; status: Record<ResearchProjectStatus, string> };
}) {
  return (
    <article className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-brand-900">{project.title}</h2>
        <span className={cn("rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider", statusTones[project.status])}>
          {labels.status[project.status]}
        </span>
      </div>
      <p className="flex-1 text-muted">{project.summary}</p>
      <DetailList
        className="rounded-2xl bg-canvas p-5"
        details={[
          { label: labels.lead, value: project.lead, icon: "user-round" },
          { label: labels.duration, value: project.duration, icon: "clock" },
          { label: labels.funding, value: project.funding, icon: "hand-coins" },
        ]}
      />
    </article>
  );
}
