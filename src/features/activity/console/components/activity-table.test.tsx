// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { ActivityRow } from "../../contract.ts";
import { ActivityTable } from "./activity-table.tsx";

afterEach(cleanup);

const applicationId = "1a2b3c4d-0000-4000-8000-000000000000";
const base = {
  createdAt: "2026-03-01T10:00:00.000Z",
  organiser: { id: "0a0a0a0a-0000-4000-8000-000000000000", name: "Nadia Rahman", email: "nadia@club.example" },
  subjectType: "join_request",
  subjectId: applicationId,
};
const rows: ActivityRow[] = [
  { ...base, id: "e1", action: "application-status", details: { status: "approved", changed: 1, skipped: 0 }, names: { subject: "Ayesha Rahman" } },
  { ...base, id: "e2", action: "application-status", details: { status: "rejected", changed: 1, skipped: 0 }, names: { subject: null } },
];

function renderLog() {
  const router = createMemoryRouter(
    [
      { path: "/organiser/activity", element: <ActivityTable rows={rows} stale={false} /> },
      { path: "/organiser/applications/:id", element: <h1>Application page</h1> },
    ],
    { initialEntries: ["/organiser/activity"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it("reads each entry as a sentence naming the applicant, whose name links to the application", () => {
  const router = renderLog();
  const [named, deleted] = screen.getAllByRole("row").slice(1);
  expect(named!.textContent).toContain("Changed the application of Ayesha Rahman to approved");
  expect(deleted!.textContent).toContain("Changed an application (deleted) to rejected");
  expect(deleted!.querySelector("a")).toBeNull();

  const link = screen.getByRole("link", { name: "Ayesha Rahman" });
  expect(link.getAttribute("href")).toBe(`/organiser/applications/${applicationId}`);
  fireEvent.click(link);
  expect(router.state.location.pathname).toBe(`/organiser/applications/${applicationId}`);
  expect(screen.getByRole("heading", { name: "Application page" })).toBeTruthy();
});
