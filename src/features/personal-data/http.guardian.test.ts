import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleApiPaths } from "#shared/console/paths.ts";
import type { PersonalDataEraseAnswer, PersonalDataFindAnswer, PersonKeysInput } from "./contract.ts";
import { sampleCategoryIds as cat, sampleEventIds as ev } from "#server/db/sample-content.ts";
import { contactMessages, eventRegistrations, events } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { signedInAs, siteOrigin, type SignedInOrganiser } from "#tests/support/organisers.ts";

// The guardian of a participant who may be under 18 in one person's data
//: their phone finds the participants' registrations as mentions only; erased
// with the participant; erased themselves, only their name and phone go and the search does not
// spread to the participant's other rows.

const rahima = { name: "Rahima Begum", phone: "01811223344" };
const tania = { name: "Tania Akter", email: "tania.akter@example.org", phone: "01722334455" };
const sumi = { name: "Sumi Akter", email: "sumi.akter@example.org", phone: "01733445566" };

describe.each(testDatabaseKinds)("personal data of guardians on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInOrganiser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await signedInAs(t, "admin");
    await t.db.update(events).set({ participantsMayBeUnder18: true }).where(eq(events.id, ev.roboticsWorkshop));
    // Two sisters registered by the same guardian; Tania also wrote to the club.
    for (const [tag, child] of [["tania", tania], ["sumi", sumi]] as const) {
      const [row] = await t.db
        .insert(eventRegistrations)
        .values({
          eventId: ev.roboticsWorkshop,
          categoryId: cat.college,
          registrationData: { full_name: child.name, phone: child.phone, email: child.email },
          guardianName: rahima.name,
          guardianPhone: rahima.phone,
          guardianConsent: true,
        })
        .returning();
      ids[tag] = row!.id;
    }
    await t.db.insert(contactMessages).values({ name: tania.name, email: tania.email, message: "Is there a bus to the workshop?" });
  }, 180_000);
  afterAll(() => t?.close());

  const post = async <T>(url: string, keys: PersonKeysInput) => {
    const response = await t.app.inject({ method: "POST", url, headers: { cookie: admin.cookie, origin: siteOrigin }, payload: keys });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const registration = async (id: string) => (await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)))[0]!;

  /** Every text and JSON column of every table the database lists, scanned for each value. */
  async function scan(values: string[]): Promise<string[]> {
    const columns = (
      (await t.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`)) as unknown as { rows: { table_name: string; column_name: string }[] }
    ).rows;
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const value of values) {
        const result = (await t.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), ${value.toLowerCase()}) > 0`,
        )) as unknown as { rows: { n: number }[] };
        if (result.rows[0]!.n > 0) found.push(`${table_name}.${column_name}: ${value}`);
      }
    }
    return found;
  }

  it("finds the registrations a guardian gave consent for by the guardian's phone, however typed, as mentions, and nothing else of the participants", async () => {
    const answer = await post<PersonalDataFindAnswer>(consoleApiPaths.personalDataFind, { phones: ["+880 1811-223344"] });
    expect(answer.counts.registration).toBe(0);
    expect(answer.counts.mentioned).toBe(2);
    expect(answer.rows.filter((row) => row.kind === "mentioned").map((row) => row.matched)).toEqual([`${rahima.phone} (Guardian's phone)`, `${rahima.phone} (Guardian's phone)`]);
    // Tania's message is hers, not her guardian's: the search does not spread through her registration.
    expect(answer.counts.message).toBe(0);
    expect(answer.keys.emails).toEqual([]);
  });

  it("erasing a participant removes her guardian's name and phone with her registration, and leaves her sister's", async () => {
    await post<PersonalDataEraseAnswer>(consoleApiPaths.personalDataErase, { emails: [tania.email] });
    const erased = await registration(ids.tania!);
    expect(erased).toMatchObject({ registrationData: {}, guardianName: null, guardianPhone: null, guardianConsent: true });
    expect(await registration(ids.sumi!)).toMatchObject({ guardianName: rahima.name, guardianPhone: rahima.phone });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("erasing the guardian leaves no trace of their name or phone in any column of any table", async () => {
    await t.db.insert(contactMessages).values({ name: sumi.name, email: sumi.email, message: "Can I bring my own laptop?" });
    expect(await scan([rahima.phone, rahima.name])).not.toEqual([]);
    await post<PersonalDataEraseAnswer>(consoleApiPaths.personalDataErase, { phones: [rahima.phone] });
    expect(await scan([rahima.phone, rahima.name])).toEqual([]);
    // Only the guardian's name and phone go: Sumi's registration keeps its answers and reference, and her own message stays.
    expect(await registration(ids.sumi!)).toMatchObject({ registrationData: { full_name: sumi.name, phone: sumi.phone, email: sumi.email }, guardianConsent: true });
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });
});
