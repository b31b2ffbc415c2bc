import { describe, expect, it } from "vitest";
import { admitRegistration, seatAvailability, seatMessages, seatsLeftText, type SeatLimits } from "./rules.ts";

const now = new Date("2026-12-01T06:00:00Z");
const unlimited: SeatLimits = { eventCapacity: null, eventDeadline: null, categoryCapacity: null, categoryDeadline: null, waitlistEnabled: false };

describe("seatAvailability", () => {
  it("is unlimited and open without limits", () => {
    expect(seatAvailability(unlimited, { event: 500, category: 500 }, now)).toEqual({ seatsLeft: null, registrationClosed: false, waitlist: false });
  });

  it("takes the smaller of the event's and the category's seats left, never below zero", () => {
    const limits = { ...unlimited, eventCapacity: 50, categoryCapacity: 10 };
    expect(seatAvailability(limits, { event: 45, category: 3 }, now).seatsLeft).toBe(5);
    expect(seatAvailability(limits, { event: 20, category: 8 }, now).seatsLeft).toBe(2);
    expect(seatAvailability(limits, { event: 60, category: 12 }, now).seatsLeft).toBe(0);
    expect(seatAvailability({ ...unlimited, categoryCapacity: 4 }, { event: 99, category: 1 }, now).seatsLeft).toBe(3);
  });

  it("closes at either deadline, from the deadline's instant on", () => {
    expect(seatAvailability({ ...unlimited, eventDeadline: now }, { event: 0, category: 0 }, now).registrationClosed).toBe(true);
    expect(seatAvailability({ ...unlimited, categoryDeadline: new Date(now.getTime() - 1) }, { event: 0, category: 0 }, now).registrationClosed).toBe(true);
    expect(seatAvailability({ ...unlimited, eventDeadline: new Date(now.getTime() + 1) }, { event: 0, category: 0 }, now).registrationClosed).toBe(false);
  });
});

describe("admitRegistration", () => {
  it("confirms while a seat is left, refuses when full, naming what is full", () => {
    expect(admitRegistration({ ...unlimited, eventCapacity: 2 }, { event: 1, category: 1 }, now)).toEqual({ status: "confirmed" });
    expect(admitRegistration({ ...unlimited, eventCapacity: 2 }, { event: 2, category: 0 }, now)).toEqual({ refused: seatMessages.eventFull });
    expect(admitRegistration({ ...unlimited, categoryCapacity: 2 }, { event: 9, category: 2 }, now)).toEqual({ refused: seatMessages.categoryFull });
  });

  it("waitlists when full with a waiting list, but a passed deadline refuses even then", () => {
    const full = { ...unlimited, eventCapacity: 1, waitlistEnabled: true };
    expect(admitRegistration(full, { event: 1, category: 1 }, now)).toEqual({ status: "waitlisted" });
    expect(admitRegistration({ ...full, eventDeadline: now }, { event: 0, category: 0 }, now)).toEqual({ refused: seatMessages.closed });
  });
});

describe("seatsLeftText", () => {
  it("says seats left, full, the waiting list or closed; nothing when unlimited", () => {
    expect(seatsLeftText({ seatsLeft: null, registrationClosed: false, waitlist: false })).toBeNull();
    expect(seatsLeftText({ seatsLeft: 12, registrationClosed: false, waitlist: false })).toBe("12 seats left");
    expect(seatsLeftText({ seatsLeft: 1, registrationClosed: false, waitlist: false })).toBe("1 seat left");
    expect(seatsLeftText({ seatsLeft: 0, registrationClosed: false, waitlist: false })).toBe("Full");
    expect(seatsLeftText({ seatsLeft: 0, registrationClosed: false, waitlist: true })).toBe("Full: waiting list open");
    expect(seatsLeftText({ seatsLeft: 5, registrationClosed: true, waitlist: false })).toBe("Registration closed");
  });
});
