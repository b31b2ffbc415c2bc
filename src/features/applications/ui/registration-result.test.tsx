// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { RegistrationStatusAnswer } from "../status.ts";
import { joinUsStatusContent as banglaText } from "#web/content/bn/join-us-status.ts";
import { joinUsStatusContent as englishText } from "#web/content/join-us-status.ts";
import RegistrationResult from "./registration-result.tsx";
import { StatusTextContext, type StatusText } from "./status-text.ts";

afterEach(cleanup);

const answer = (twins: { titleBn: string | null; locationBn: string | null; categoryBn: string | null }): RegistrationStatusAnswer => ({
  kind: "registration",
  reference: "GSC-2345-67",
  status: "confirmed",
  waitlistPosition: null,
  submittedAt: "2026-11-20T08:00:00.000Z",
  event: { title: "Robotics workshop", titleBn: twins.titleBn, startsAt: "2030-01-01T10:00:00.000Z", endsAt: null, location: "Physics lab", locationBn: twins.locationBn },
  category: "College",
  categoryBn: twins.categoryBn,
  calendarPath: "/api/events/e/calendar.ics",
  ticket: null,
});

/** The result as the status page at `path` shows it, with that language's words. */
function show(path: string, text: StatusText, status: RegistrationStatusAnswer) {
  const element = (
    <StatusTextContext.Provider value={text}>
      <RegistrationResult status={status} />
    </StatusTextContext.Provider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path, element }], { initialEntries: [path] })} />);
  return screen.getByRole("region").textContent ?? "";
}

const bangla = { titleBn: "রোবটিক্স কর্মশালা", locationBn: "পদার্থবিজ্ঞান ল্যাব", categoryBn: "কলেজ" };

it("shows the editor's Bangla title, place and category on the Bangla status page", () => {
  const shown = show("/bn/join-us/status", banglaText, answer(bangla));
  expect(shown).toContain(banglaText.registration.confirmed("রোবটিক্স কর্মশালা"));
  for (const twin of Object.values(bangla)) expect(shown).toContain(twin);
  for (const english of ["Robotics workshop", "Physics lab", "College"]) expect(shown).not.toContain(english);
});

it("shows the English where the editor wrote no Bangla, and always on the English page", () => {
  const none = show("/bn/join-us/status", banglaText, answer({ titleBn: null, locationBn: null, categoryBn: null }));
  expect(none).toContain(banglaText.registration.confirmed("Robotics workshop"));
  expect(none).toContain("Physics lab");
  cleanup();
  const english = show("/join-us/status", englishText, answer(bangla));
  expect(english).toContain(englishText.registration.confirmed("Robotics workshop"));
  expect(english).toContain("College");
  expect(english).not.toContain("রোবটিক্স");
});
