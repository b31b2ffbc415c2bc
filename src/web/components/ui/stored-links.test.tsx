// @vitest-environment happy-dom
import { cleanup, render as renderBare } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Project, Publication } from "#features/club-work/contract.ts";
import { ProjectCard } from "#features/club-work/ui/project-card.tsx";
import { PublicationCard } from "#features/club-work/ui/publication-card.tsx";
import { listsText } from "../../content/lists.ts";
import { ListsTextProvider } from "../lists-text.tsx";
import { ExternalLinkButton } from "./external-link-button.tsx";
import { SocialLinks } from "./social-links.tsx";
import { SiteTextProvider } from "../layout/site-text.tsx";
import { siteText } from "../../content/site.ts";

// Shared components read their common words from the page's site text, as on the site's pages.
const render = (ui: ReactElement) => renderBare(<SiteTextProvider value={siteText}>{ui}</SiteTextProvider>);

afterEach(cleanup);

// The list cards read their words from the lists' texts, which a list page's route hands down.
const ListsText = ({ children }: { children: ReactNode }) => <ListsTextProvider text={listsText}>{children}</ListsTextProvider>;

// What the attack pass stored in link fields: none of it may reach an href.
const hostile = ["javascript:alert(1)", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "vbscript:msgbox(1)", "//evil.example/x"];

const hrefsIn = (container: HTMLElement) => [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe("stored links are rendered only when they are web addresses", () => {
  it.each(hostile)("SocialLinks renders no link for %j, and keeps the safe ones", (value) => {
    const { container } = render(
      <SocialLinks
        name="Nadia"
        text={listsText.memberText}
        links={{ facebookUrl: value, websiteUrl: value, linkedinUrl: "https://www.linkedin.com/in/nadia", email: value }}
      />,
    );
    expect(hrefsIn(container)).toEqual(["https://www.linkedin.com/in/nadia"]);
  });

  it("SocialLinks makes mailto: only of an e-mail address, and nothing when every value is unsafe", () => {
    const { container } = render(<SocialLinks name="Nadia" text={listsText.memberText} links={{ email: "nadia@example.org" }} />);
    expect(hrefsIn(container)).toEqual(["mailto:nadia@example.org"]);
    cleanup();
    const none = render(<SocialLinks name="Nadia" text={listsText.memberText} links={{ facebookUrl: hostile[0], email: "a@b?bcc=all@example.org" }} />);
    expect(none.container.querySelector("ul")).toBeNull();
  });

  it.each(hostile)("ExternalLinkButton renders nothing for %j", (value) => {
    const { container } = render(<ExternalLinkButton href={value} label="Demo" about="Robot" />);
    expect(container.innerHTML).toBe("");
  });

  it("project and publication cards leave out unsafe links and their empty row", () => {
    const project: Project = { id: "p1", kind: "student", lead: null, leadBn: null, duration: null, durationBn: null, funding: null, fundingBn: null, title: "Robot", titleBn: null, description: null, descriptionBn: null, coverImageUrl: null, demoUrl: hostile[0]!, repoUrl: hostile[1]!, createdAt: "2026-01-01T00:00:00Z" };
    const { container } = render(<ListsText><ProjectCard project={project} /></ListsText>);
    expect(hrefsIn(container)).toEqual([]);
    expect(container.querySelector(".flex-wrap")).toBeNull();
    cleanup();
    const publication = {
      id: "b1",
      title: "Paper",
      type: "journal",
      year: 2025,
      abstract: null,
      authors: null,
      publishedIn: null,
      coverImageUrl: null,
      doiUrl: hostile[2]!,
      pdfUrl: "https://example.org/paper.pdf",
    } as Publication;
    const card = render(<ListsText><PublicationCard publication={publication} /></ListsText>);
    expect(hrefsIn(card.container)).toEqual(["https://example.org/paper.pdf"]);
  });
});
