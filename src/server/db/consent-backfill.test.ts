import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { migrateBefore, migrateFrom, openRawDatabase, type RawDatabase } from "#tests/support/raw-migrations.ts";
import { versionBeforeRecording } from "../../shared/legal-versions.ts";

// Migration 0022: applications and registrations stored before versions were
// recorded accepted the texts in effect then, named "before versions were recorded", at the time they
// were submitted; rows inserted with plain SQL afterwards record nothing.

const event = "11111111-1111-4111-8111-111111111111";
const college = "33333333-3333-4333-8333-333333333333";

describe.each(testDatabaseKinds)("migration 0022 on %s", (kind) => {
  let db: RawDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("records what older submissions accepted as before versions were recorded, at their submission time", async () => {
    db = await openRawDatabase(kind);
    await migrateBefore(db, "0022_");
    await db.exec(`
      insert into events (id, title, starts_at) values ('${event}', 'Olympiad', '2030-01-01T10:00:00Z');
      insert into event_categories (id, name) values ('${college}', 'College');
      insert into event_registrations (event_id, category_id, registration_data, reference, created_at) values
        ('${event}', '${college}', '{"full_name": "Nadia"}', 'GSC-AAAA-A1', '2026-03-01T04:00:00Z');
      insert into join_requests (full_name, college_roll, email, terms_agreement, departments, total_amount, payment_type, reference, created_at) values
        ('Ayesha', '2024-117', 'ayesha@example.org', true, array['it'], 200, 'cash', 'GSC-BBBB-B1', '2026-02-01T04:00:00Z');
    `);
    await migrateFrom(db, "0022_");

    const consent = (table: string) =>
      db!.rows<{ privacy_policy_version: string | null; terms_version: string | null; consent_at: string | null }>(
        `select privacy_policy_version, terms_version, to_char(consent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as consent_at from ${table} order by created_at`,
      );
    expect(await consent("event_registrations")).toEqual([{ privacy_policy_version: versionBeforeRecording, terms_version: versionBeforeRecording, consent_at: "2026-03-01T04:00" }]);
    expect(await consent("join_requests")).toEqual([{ privacy_policy_version: versionBeforeRecording, terms_version: versionBeforeRecording, consent_at: "2026-02-01T04:00" }]);

    // Inserted by hand afterwards: nothing accepted on the site, and no event asks for a guardian unless marked.
    await db.exec(`insert into event_registrations (event_id, category_id, registration_data) values ('${event}', '${college}', '{"full_name": "Rafi"}')`);
    expect((await consent("event_registrations"))[1]).toEqual({ privacy_policy_version: null, terms_version: null, consent_at: null });
    expect(await db.rows(`select participants_may_be_under_18 as under_18 from events`)).toEqual([{ under_18: false }]);
    // A guardian's name or phone only with the consent.
    await expect(db.exec(`insert into event_registrations (event_id, category_id, guardian_phone) values ('${event}', '${college}', '01811223344')`)).rejects.toThrow(/event_registrations_guardian_check/);
  });
});
