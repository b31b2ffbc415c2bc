// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { clubEvent } from "#tests/support/club-events.ts";
import { EventCard } from "./event-card.tsx";
import { inEnglishEventsPage } from "./events-text.test-support.tsx";

const event = clubEvent({
  title: "Rooftop Comet Night",
  location: "Roof, Building 2",
  startsAt: "2030-08-10T13:30:00.000Z",
  endsAt: "2030-08-10T16:00:00.000Z",
  registrationDeadline: "2030-08-08T12:00:00.000Z",
});

afterEach(cleanup);

it("shows an upcoming event's end time and registration deadline, in Dhaka time", () => {
  render(inEnglishEventsPage(<EventCard event={event} onRegister={() => undefined} />));
  expect(screen.getByText("Saturday, 10 August 2030, 7:30 PM to 10:00 PM")).toBeTruthy();
  const deadline = screen.getByText("Thursday, 8 August 2030, 6:00 PM");
  expect(deadline.closest("li")?.textContent).toBe("Registration closes Thursday, 8 August 2030, 6:00 PM");
  expect(deadline.getAttribute("datetime")).toBe(event.registrationDeadline);
});

it("shows the start alone without an end, and no deadline when none is set or the event is past", () => {
  const { rerender } = render(inEnglishEventsPage(<EventCard event={{ ...event, endsAt: null, registrationDeadline: null }} onRegister={() => undefined} />));
  expect(screen.getByText("Saturday, 10 August 2030, 7:30 PM")).toBeTruthy();
  expect(screen.queryByText(/Registration closes/)).toBeNull();
  rerender(inEnglishEventsPage(<EventCard event={{ ...event, photosUrl: "https://photos.example.org/comet" }} onRegister={() => undefined} />));
  expect(screen.queryByText(/Registration closes/)).toBeNull();
});
