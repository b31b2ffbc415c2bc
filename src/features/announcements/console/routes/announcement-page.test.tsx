// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { AnnouncementDetailAnswer } from "../../contract.ts";
import { queryClient } from "#console/lib/query-client.ts";
import { WhatsAppList } from "./announcement-page.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const letter = {
  mailEnabled: false,
  told: 0,
  counts: { whatsapp: 1 },
  whatsApp: [{ id: "7f1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9c01", name: "Rafi Hasan", phone: "01712345678", link: "https://wa.me/8801712345678?text=Hello", told: false }],
} as unknown as AnnouncementDetailAnswer;

it("ticks Told in the click itself and keeps it while the change is on its way", () => {
  // The change never answers here: the box must show what was asked until it does.
  const asked = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", asked);
  render(
    <QueryClientProvider client={queryClient}>
      <WhatsAppList data={letter} id="6c1e6c2a-4b7d-4e3f-9a10-5c2d7e8f9c09" />
    </QueryClientProvider>,
  );
  const box = screen.getByRole("checkbox", { name: "Told" }) as HTMLInputElement;
  fireEvent.click(box);
  // Read at once, as a busy browser may: a box fed only by the query and the mutation's state was
  // put back unticked here until the mutation's state arrived a tick later.
  expect(box.checked).toBe(true);
});
