import type { Project } from "../contract.ts";
import { inLanguage } from "#shared/in-language.ts";
import { DetailList, type Detail } from "#web/components/ui/detail-list.tsx";
import type { projectPagesContent } from "#web/content/project-pages.ts";
import { cn } from "#web/lib/cn.ts";
import { useListsText } from "#web/components/lists-text.tsx";
import { ProjectLinks } from "./project-card.tsx";

const kindTones: Record<Project["kind"], string> = {
  research: "bg-accent-50 text-accent-700",
  student: "bg-highlight-300/40 text-brand-900",
  completed: "bg-brand-50 text-brand-700",
};

/**
 * A project on Research, Student or Completed Projects, as the spec's Research
 * Projects sample drew it: title, kind, description, then lead, duration and funding where set,
 * and the project's Demo and Repository links.
 */
export function ProjectDetailCard({ project, labels }: { project: Project; labels: (typeof projectPagesContent)["labels"] }) {
  const { lang } = useListsText();
  const title = inLanguage(project.title, project.titleBn, lang);
  const description = inLanguage(project.description, project.descriptionBn, lang);
  const details: Detail[] = [];
  const lead = inLanguage(project.lead, project.leadBn, lang);
  const duration = inLanguage(project.duration, project.durationBn, lang);
  const funding = inLanguage(project.funding, project.fundingBn, lang);
  if (lead) details.push({ label: labels.lead, value: lead, icon: "user-round" });
  if (duration) details.push({ label: labels.duration, value: duration, icon: "clock" });
  if (funding) details.push({ label: labels.funding, value: funding, icon: "hand-coins" });
  return (
    <article className="flex h-full flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">{title}</h2>
        <span className={cn("rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider", kindTones[project.kind])}>{labels.kind[project.kind]}</span>
      </div>
      {description && <p className="flex-1 text-muted [overflow-wrap:anywhere]">{description}</p>}
      {details.length > 0 && <DetailList className="rounded-2xl bg-canvas p-5" details={details} />}
      <ProjectLinks project={project} title={title} />
    </article>
  );
}
