import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UploadResult } from "#shared/api/events.ts";
import { uploadKey } from "#shared/registration-uploads.ts";
import { defaultRateLimit } from "#server/app.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { eventRegistrations } from "#server/db/schema.ts";
import { multipartFile, solidPng } from "#tests/support/upload-files.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { roboticsAnswers, withConsentVersions } from "#tests/support/factories.ts";

// The name padded with spaces: the first test sees it stored trimmed.
const robotics = roboticsAnswers({ full_name: " Nadia Islam " });

describe.each(testDatabaseKinds)("POST /api/event-registrations on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Many submissions from one address: the rate limit has its own tests (security.test.ts).
    t = await createTestApp(kind, { seed: true, rateLimit: { ...defaultRateLimit, max: 1000, signInMax: 1000 } });
  }, 180_000);
  beforeEach(async () => {
    await t.db.delete(eventRegistrations);
  });
  afterAll(() => t.close());

  const register = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/event-registrations", payload: withConsentVersions(payload as object) });
  const upload = async (eventId: string, categoryId: string, field: string) => {
    const { payload, headers } = multipartFile(solidPng(), "me.png", "image/png");
    const response = await t.app.inject({
      method: "POST",
      url: `/api/events/${eventId}/uploads?categoryId=${categoryId}&field=${field}`,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(201);
    // The answer a form sends: the reference and the upload's token.
    const { url, token } = response.json() as UploadResult;
    return `${url}.${token}`;
  };
  const rows = () => t.db.select().from(eventRegistrations);

  it("stores a valid registration with its answers trimmed", async () => {
    const response = await register({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: robotics });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      eventId: ev.roboticsWorkshop,
      categoryId: cat.college,
      registrationData: { ...robotics, full_name: "Nadia Islam" },
    });
  });

  it("stores checkbox answers as lists and a file answer as the upload's reference", async () => {
    const photo = await upload(ev.nationalScienceFestival2027, cat.college, "photo");
    const registrationData = {
      full_name: "Arif Rahman",
      college_name: "Notre Dame College",
      hsc_year: "HSC 2027",
      phone: "01800000000",
      email: "arif@example.org",
      segments: ["Robotics", "Rocketry"],
      how_did_you_hear_about_the_festival_: "Friends",
      photo,
    };
    const response = await register({ eventId: ev.nationalScienceFestival2027, categoryId: cat.college, registrationData });
    expect(response.statusCode).toBe(201);
    // Stored without the token: the reference alone names the object.
    const stored = (await rows())[0]?.registrationData as Record<string, unknown>;
    expect(stored).toEqual({ ...registrationData, photo: expect.any(String) });
    expect(stored.photo).toMatch(new RegExp(`^upload:${ev.nationalScienceFestival2027}/photo_\\d+\\.png$`));
    expect(photo.startsWith(`${String(stored.photo)}.`)).toBe(true);
  });

  describe("rejects with 400 and stores nothing", () => {
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      ["an unknown field name", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, admin: "yes" } }), /admin is not a field of this form/],
      ["a missing required answer", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, full_name: "  " } }), /full_name is required/],
      ["an option the field does not offer", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, section: "Arts" } }), /section is not one of the offered options/],
      ["a malformed e-mail address", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, email: "nadia at example" } }), /email must be a valid email address/],
      ["an answer to an unsupported field type", async () => ({
        eventId: ev.roboticsWorkshop,
        categoryId: cat.university,
        registrationData: {
          full_name: "Abir",
          university: "University of Dhaka",
          email: "abir@example.org",
          mobile_number: "01500000000",
          department: "Physics",
          join_as: "Participant",
          rules: ["I will bring my student ID card"],
          photo: await upload(ev.roboticsWorkshop, cat.university, "photo"),
          mentor_signature: "scribble",
        },
      }), /form: mentor_signature cannot be answered \(unsupported field type: signature\)$/],
      ["a file answer that is any URL", async () => ({
        eventId: ev.scienceOlympiad2027,
        categoryId: cat.school,
        registrationData: olympiad("https://evil.example.org/x.png"),
      }), /student_id_card must be a file uploaded for this event/],
      ["a file uploaded for another event", async () => ({
        eventId: ev.scienceOlympiad2027,
        categoryId: cat.school,
        registrationData: olympiad(await upload(ev.nationalScienceFestival2027, cat.college, "photo")),
      }), /student_id_card must be a file uploaded for this event/],
      ["a file uploaded for another field", async () => {
        const festivalPhoto = await upload(ev.nationalScienceFestival2027, cat.college, "photo");
        return {
          eventId: ev.nationalScienceFestival2027,
          categoryId: cat.school,
          registrationData: { ...festivalSchool, project_proposal: festivalPhoto },
        };
      }, /project_proposal must be a file uploaded for this event/],
      ["a well-formed reference to a file that was never uploaded", async () => ({
        eventId: ev.scienceOlympiad2027,
        categoryId: cat.school,
        registrationData: olympiad(t.app.storage.referenceOf(uploadKey(ev.scienceOlympiad2027, "student_id_card", 1, "png"))),
      }), /student_id_card must be a file uploaded for this event/],
      ["the file: URL an upload was once answered with", async () => {
        const reference = await upload(ev.scienceOlympiad2027, cat.school, "student_id_card");
        const key = reference.slice("upload:".length).replace(/\.[^.]+$/, "");
        return { eventId: ev.scienceOlympiad2027, categoryId: cat.school, registrationData: olympiad(`file:///srv/data/uploads/leader-uploads/${key}`) };
      }, /student_id_card must be a file uploaded for this event/],
      ["an inactive event", async () => ({ eventId: ev.photographyContest, categoryId: cat.college, registrationData: {} }), /does not exist/],
      ["a past event", async () => ({ eventId: ev.intraCollegeFestival2026, categoryId: cat.college, registrationData: {} }), /does not take registrations/],
      ["an event that registers on an outside form", async () => ({ eventId: ev.scienceQuizChampionship2027, categoryId: cat.college, registrationData: {} }), /does not take registrations/],
      ["an inactive form", async () => ({ eventId: ev.scienceOlympiad2027, categoryId: cat.open, registrationData: { full_name: "A", email: "a@example.org" } }), /no registration form/],
      ["a category the event does not have", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.school, registrationData: robotics }), /no registration form/],
      ["an extra top-level field", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: robotics, createdAt: "2020-01-01" }), /createdAt/],
      ["a missing category", async () => ({ eventId: ev.roboticsWorkshop, registrationData: robotics }), /categoryId/],
      ["a number where text belongs", async () => ({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: { ...robotics, age: 17 } }), /registrationData/],
    ];
    it.each(cases)("%s", async (_label, payload, message) => {
      const response = await register(await payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringMatching(message) });
      expect(await rows()).toHaveLength(0);
    });

    it("a __proto__ key in the answers", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/event-registrations",
        headers: { "content-type": "application/json" },
        payload: `{"eventId":"${ev.roboticsWorkshop}","categoryId":"${cat.college}","registrationData":{"__proto__":{"x":"1"}}}`,
      });
      expect(response.statusCode).toBe(400);
      expect(await rows()).toHaveLength(0);
    });
  });

  it("never returns registrations", async () => {
    await register({ eventId: ev.roboticsWorkshop, categoryId: cat.college, registrationData: robotics });
    for (const url of ["/api/event-registrations", `/api/event-registrations/${ev.roboticsWorkshop}`]) {
      const response = await t.app.inject({ method: "GET", url });
      expect([404, 405]).toContain(response.statusCode);
      expect(response.body).not.toContain("Nadia");
    }
  });
});

const olympiad = (photo: string) => ({
  full_name: "Rafi",
  school_name: "Tejgaon Government High School",
  class: "Class 9",
  date_of_birth: "2011-02-03",
  guardian_phone: "01900000000",
  subject: "Physics",
  student_id_card: photo,
});

const festivalSchool = {
  student_s_full_name: "Mim",
  school_name: "Motijheel Model School",
  class: "Class 8",
  date_of_birth: "2012-05-06",
  guardian_phone: "01600000000",
  email: "mim@example.org",
  segment: "Science Quiz",
};
