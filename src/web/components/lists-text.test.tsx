// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Project, Publication } from "#features/club-work/contract.ts";
import { listsText as banglaLists } from "../content/bn/lists.ts";
import { listsText as englishLists } from "../content/lists.ts";
import { ProjectCard } from "#features/club-work/ui/project-card.tsx";
import { PublicationCard } from "#features/club-work/ui/publication-card.tsx";
import { ListsTextProvider, useListsText } from "./lists-text.tsx";
import { SiteTextProvider } from "./layout/site-text.tsx";
import { siteText as banglaSite } from "../content/bn/site.ts";
import { siteText as englishSite } from "../content/site.ts";

afterEach(cleanup);

const project: Project = {
  id: "p1",
  kind: "student",
  lead: null,
  leadBn: null,
  duration: null,
  durationBn: null,
  funding: null,
  fundingBn: null,
  title: "Line-following robot",
  titleBn: "লাইন অনুসরণকারী রোবট",
  description: "Built in a week.",
  descriptionBn: "   ",
  coverImageUrl: null,
  demoUrl: "https://example.org/demo",
  repoUrl: null,
  createdAt: "2026-01-01T00:00:00Z",
};
const publication: Publication = {
  id: "b1",
  title: "Neem leaf extract",
  titleBn: null,
  type: "research_paper",
  year: 2024,
  abstract: "Tested on two bacteria.",
  abstractBn: "দুটি ব্যাকটেরিয়ার ওপর পরীক্ষা করা হয়েছে।",
  authors: "Sharmin Sultana",
  publishedIn: null,
  doiUrl: null,
  pdfUrl: null,
  coverImageUrl: null,
};

// A list page gets its lists' words from its route and the common words from its layout, each in the page's language.
const inLists = (lists: typeof englishLists) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SiteTextProvider value={lists === banglaLists ? banglaSite : englishSite}>
        <ListsTextProvider text={lists}>{children}</ListsTextProvider>
      </SiteTextProvider>
    );
  };

describe("list cards in the page's language (docs/decisions/129)", () => {
  it("a Bangla page shows the editor's Bangla text where there is one, the English otherwise, and Bangla labels and digits", () => {
    const card = render(<ProjectCard project={project} />, { wrapper: inLists(banglaLists) });
    expect(card.container.querySelector("h2")?.textContent).toBe("লাইন অনুসরণকারী রোবট");
    expect(card.container.textContent).toContain("Built in a week."); // a blank twin is no twin
    expect(card.getByRole("link").textContent).toContain("ডেমো");
    cleanup();
    const paper = render(<PublicationCard publication={publication} />, { wrapper: inLists(banglaLists) });
    expect(paper.container.querySelector("h2")?.textContent).toBe("Neem leaf extract");
    expect(paper.container.textContent).toContain("দুটি ব্যাকটেরিয়ার ওপর পরীক্ষা করা হয়েছে।");
    expect(paper.container.textContent).toContain("গবেষণাপত্র");
    expect(paper.container.textContent).toContain("২০২৪");
    expect(paper.container.textContent).toContain("Sharmin Sultana");
  });

  it("an English page shows exactly the English", () => {
    const card = render(<ProjectCard project={project} />, { wrapper: inLists(englishLists) });
    expect(card.container.querySelector("h2")?.textContent).toBe("Line-following robot");
    cleanup();
    const paper = render(<PublicationCard publication={publication} />, { wrapper: inLists(englishLists) });
    expect(paper.container.textContent).toContain("Research Paper");
    expect(paper.container.textContent).toContain("2024");
    expect(paper.container.textContent).toContain("Tested on two bacteria.");
  });

  it("has no English default: a component outside a list page's provider says so", () => {
    const Probe = () => <>{useListsText().lang}</>;
    expect(() => render(<Probe />)).toThrow(/ListsTextProvider/);
  });

  it("writes points in Bangla digits on Bangla pages", () => {
    expect(banglaLists.number(1240)).toBe("১,২৪০");
    expect(englishLists.number(1240)).toBe("1,240");
  });
});
