import { expect, it } from "vitest";
import { counted } from "../../shared/counted.ts";
import { seatMessages, seatsLeftText } from "#features/events/rules.ts";
import { eventSeatsText } from "./event-seats.ts";
import { eventSeatsText as bangla } from "./bn/event-seats.ts";

it("says what the server says about seats, word for word", () => {
  const { waitlisted: _dialogOnly, ...pageMessages } = seatMessages;
  expect(eventSeatsText.messages).toEqual(pageMessages);
  for (const n of [1, 2, 12, 1250]) expect(eventSeatsText.seatsLeft(n)).toBe(`${counted(n, "seat")} left`);
  expect(eventSeatsText.closed).toBe(seatsLeftText({ seatsLeft: 3, registrationClosed: true, waitlist: false }));
  expect(eventSeatsText.full).toBe(seatsLeftText({ seatsLeft: 0, registrationClosed: false, waitlist: false }));
  expect(eventSeatsText.fullWaitlist).toBe(seatsLeftText({ seatsLeft: 0, registrationClosed: false, waitlist: true }));
});

it("writes seats left in Bangla digits on Bangla pages", () => {
  expect(bangla.seatsLeft(12)).toBe("১২টি আসন বাকি");
  expect(Object.keys(bangla.messages).sort()).toEqual(Object.keys(eventSeatsText.messages).sort());
});
