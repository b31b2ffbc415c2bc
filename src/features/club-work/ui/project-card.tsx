import type { Project } from "../contract.ts";
import { inLanguage } from "#shared/in-language.ts";
import { safePictureSrc, safeWebHref } from "#shared/safe-url.ts";
import { CoverPlaceholder } from "#web/components/ui/cover-placeholder.tsx";
import { ExternalLinkButton } from "#web/components/ui/external-link-button.tsx";
import { lazyListImage, type ListImageLoading } from "#web/lib/list-image.ts";
import { useListsText } from "#web/components/lists-text.tsx";

export function ProjectCard({ project, imageLoading = lazyListImage }: { project: Project; imageLoading?: ListImageLoading }) {
  const { lang } = useListsText();
  // A Bangla page shows the editor's Bangla text where there is one.
  const title = inLanguage(project.title, project.titleBn, lang);
  const description = inLanguage(project.description, project.descriptionBn, lang);
  const cover = safePictureSrc(project.coverImageUrl);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      {/* A card without a picture keeps the picture's space beside those with one; alone in its row on a phone, it needs none. */}
      {cover ? (
        <img
          src={cover}
          alt=""
          width={800}
          height={450}
          {...imageLoading}
          decoding="async"
          className="aspect-video w-full bg-brand-50 object-cover"
        />
      ) : (
        <CoverPlaceholder icon="lightbulb" className="hidden md:flex" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-xl font-bold text-brand-900 [overflow-wrap:anywhere]">{title}</h2>
        {description && <p className="flex-1 text-muted [overflow-wrap:anywhere]">{description}</p>}
        <ProjectLinks project={project} title={title} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** A project's Demo and Repository buttons, for the links that are set and safe (none: nothing). */
export function ProjectLinks({ project, title, className }: { project: Project; title: string; className?: string }) {
  const { projectLinkLabels } = useListsText();
  const demoUrl = safeWebHref(project.demoUrl);
  const repoUrl = safeWebHref(project.repoUrl);
  if (!demoUrl && !repoUrl) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className ?? ""}`}>
      {demoUrl && <ExternalLinkButton href={demoUrl} label={projectLinkLabels.demo} about={title} />}
      {repoUrl && <ExternalLinkButton href={repoUrl} label={projectLinkLabels.repository} about={title} variant="secondary" />}
    </div>
  );
}
