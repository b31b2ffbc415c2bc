import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "#shared/api/paths.ts";
import { readConfig } from "#server/config.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { newRegistrantContact, registrationPayload, roboticsAnswers } from "#tests/support/factories.ts";
import { registrationsPerAddress } from "./public.http.server.ts";

// The registration limits' shape with the server's own defaults: a class of 40 behind
// one college address registers within a minute, while one e-mail address or one phone number gets
// a few attempts, and one address still cannot flood the endpoint.

const limits = readConfig({}).rateLimit;
const college = "203.0.113.7";

describe.each(testDatabaseKinds)("registration limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, rateLimit: limits });
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
  });
  afterAll(() => t.close());

  const register = (registrationData: ReturnType<typeof roboticsAnswers>, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: apiPaths.eventRegistrations, remoteAddress, payload: registrationPayload({ registrationData }) });
  const stored = async () => (await t.db.select().from(eventRegistrations)).length;
  const student = (n: number) => roboticsAnswers({ ...newRegistrantContact(), college_roll: String(2_500_000 + n), full_name: `Student ${n}` });

  it("the defaults: at least 120 registrations per address a minute, 5 per e-mail or phone in 10 minutes", () => {
    expect(registrationsPerAddress(limits)).toBeGreaterThanOrEqual(120);
    expect(limits.windowMs).toBe(60_000);
    expect(limits).toMatchObject({ registrationContactMax: 5, registrationContactWindowMs: 600_000 });
  });

  it("takes a class of 45 from one address within the minute, and stores them all", async () => {
    // Five at a time, as a class's phones send them.
    const statuses: number[] = [];
    for (let group = 0; group < 9; group++) {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => register(student(group * 5 + n), college)));
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses).toEqual(Array(45).fill(201));
    expect(await stored()).toBe(45);
  });

  it("stops the sixth attempt with one e-mail address in 10 minutes, saying how long to wait, and stores nothing for it", async () => {
    const email = newRegistrantContact().email;
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await register({ ...student(100 + n), email }, `198.51.100.${n + 1}`)).statusCode);
    // The first is stored; the next four are the same person registering again.
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const before = await stored();
    const sixth = await register({ ...student(105), email }, "198.51.100.99");
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(500);
    expect(sixth.json()).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      message: "Too many registrations with this e-mail address or phone number. Please wait 10 minutes and try again.",
    });
    expect(await stored()).toBe(before);
    // Another person is not held up by it.
    expect((await register(student(106), "198.51.100.99")).statusCode).toBe(201);
  });

  it("stops the sixth attempt with one phone number, whatever the e-mail address", async () => {
    const phone = newRegistrantContact().phone;
    for (let n = 0; n < 5; n++) await register({ ...student(200 + n), phone }, college);
    const sixth = await register({ ...student(205), phone }, college);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many registrations with this e-mail address or phone number\. Please wait \d+ minutes? and try again\.$/);
  });

  it("still stops one address flooding the endpoint, with its wait in seconds", async () => {
    const flood = "192.0.2.50";
    const max = registrationsPerAddress(limits);
    // Requests the checks refuse count too: the limit comes before anything is read.
    for (let n = 0; n < max; n++) {
      const answer = await t.app.inject({ method: "POST", url: apiPaths.eventRegistrations, remoteAddress: flood, payload: {} });
      expect(answer.statusCode).toBe(400);
    }
    const over = await register(student(300), flood);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests from your address\. Please wait \d+ seconds? and try again\.$/);
    expect(await stored()).toBe(0);
  });
});
