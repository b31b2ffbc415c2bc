// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClubPartner } from "#features/people-lists/contract.ts";
import type { ClubEvent } from "#shared/api/events.ts";
import type { Project, Publication } from "#features/club-work/contract.ts";
import { listsText } from "../../content/lists.ts";
import { ListsTextProvider } from "../lists-text.tsx";
import { ClubPartnerCard } from "#features/people-lists/ui/club-partner-card.tsx";
import { EventCard } from "#features/events/ui/event-card.tsx";
import { inEnglishEventsPage } from "#features/events/ui/events-text.test-support.tsx";
import { ProjectCard } from "#features/club-work/ui/project-card.tsx";
import { PublicationCard } from "#features/club-work/ui/publication-card.tsx";
import { MemberCard } from "./member-card.tsx";
import { defaultMemberPhoto } from "./member-photo.tsx";

afterEach(cleanup);

// The list cards read their words from the lists' texts, which a list page's route hands down.
const wrapper = ({ children }: { children: ReactNode }) => <ListsTextProvider text={listsText}>{children}</ListsTextProvider>;

// A picture address stored before the rule, or put in with plain SQL (docs/security.md): a card
// that drew it would make every visitor's browser call that host. Each card draws its placeholder.
const outside = ["https://tracker.example/pixel.webp", "//tracker.example/pixel.webp", "http://192.0.2.1/x.webp", "/media/../../x.webp"];
const ours = [`/media/${"0f".repeat(32)}.webp`, "/images/sample/portrait-01.webp"];

const sources = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));

const project = (coverImageUrl: string): Project => ({ id: "p1", kind: "student", lead: null, leadBn: null, duration: null, durationBn: null, funding: null, fundingBn: null, title: "Robot", titleBn: null, description: null, descriptionBn: null, coverImageUrl, demoUrl: null, repoUrl: null, createdAt: "2026-01-01T00:00:00Z" });
const publication = (coverImageUrl: string) =>
  ({ id: "b1", title: "Paper", type: "journal_article", year: 2025, abstract: null, authors: null, publishedIn: null, coverImageUrl, doiUrl: null, pdfUrl: null }) as Publication;
const partner = (imageUrl: string): ClubPartner => ({
  id: "c1",
  name: "Dr. Karim",
  organization: null,
  roleTitle: null,
  roleTitleBn: null,
  bio: null,
  bioBn: null,
  imageUrl,
  email: null,
  websiteUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  linkedinUrl: null,
  twitterUrl: null,
  displayOrder: null,
});
const event = (coverImageUrl: string): ClubEvent => ({
  id: "5f1c2e4a-8b7d-4c3e-9a21-6d0f3b2e1c7a",
  kind: "event",
  ended: false,
  title: "Science Festival",
  titleBn: null,
  description: null,
  descriptionBn: null,
  location: null,
  locationBn: null,
  startsAt: "2030-03-01T04:00:00.000Z",
  endsAt: null,
  seatsLeft: null,
  registrationDeadline: null,
  registrationClosed: false,
  waitlist: false,
  coverImageUrl,
  photosUrl: null,
  googleFormMode: null,
  googleFormUrl: null,
  hasRegistrationForms: false,
});

const cards: [string, (url: string) => ReactElement, string[]][] = [
  ["member card", (url) => <MemberCard name="Nadia" imageUrl={url} lines={["Designer"]} links={{}} text={listsText.memberText} />, [defaultMemberPhoto]],
  ["project card", (url) => <ProjectCard project={project(url)} />, []],
  ["publication card", (url) => <PublicationCard publication={publication(url)} />, []],
  ["club partner card", (url) => <ClubPartnerCard partner={partner(url)} />, []],
  ["event card", (url) => inEnglishEventsPage(<EventCard event={event(url)} onRegister={() => undefined} />), []],
];

describe("stored pictures are drawn only when this site stored them", () => {
  describe.each(cards)("%s", (_name, card, placeholder) => {
    it.each(outside)("draws its placeholder for %j", (url) => {
      const { container } = render(card(url), { wrapper });
      expect(sources(container)).toEqual(placeholder);
      expect(container.innerHTML).not.toContain("tracker.example");
    });

    it.each(ours)("draws %j", (url) => {
      const { container } = render(card(url), { wrapper });
      expect(sources(container)).toEqual([url]);
    });
  });
});
