import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventApiPaths } from "#shared/api/events.ts";
import { sampleEventIds as ev } from "#server/db/sample-content.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";

describe.each(testDatabaseKinds)("GET /api/events/:eventId/calendar.ics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  }, 180_000);
  afterAll(() => t?.close());

  it("downloads the event's calendar file at its Dhaka time", async () => {
    const response = await t.app.inject({ method: "GET", url: eventApiPaths.calendar(ev.roboticsWorkshop) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Robotics-Workshop-Build-a-Line-Following-Robot.ics"');
    // The sample workshop starts on 11 December 2026 at 09:30 in Dhaka and has no end time.
    expect(response.body).toContain("\r\nDTSTART;TZID=Asia/Dhaka:20261211T093000\r\n");
    expect(response.body).toContain("\r\nDTEND;TZID=Asia/Dhaka:20261211T113000\r\n");
    expect(response.body).toContain(`\r\nUID:${ev.roboticsWorkshop}@`);
  });

  it("answers 404 for an event that does not exist", async () => {
    const response = await t.app.inject({ method: "GET", url: eventApiPaths.calendar("00000000-0000-4000-8000-000000000000") });
    expect(response.statusCode).toBe(404);
  });
});
