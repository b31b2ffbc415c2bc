import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { migrateBefore, migrateFrom, openRawDatabase, type RawDatabase } from "#tests/support/raw-migrations.ts";

// Migration 0024: applications, registrations, messages and e-mails stored before the site
// had two languages were sent from English pages and written in English: they stay English, and a
// language other than en or bn is refused by the database too.

const event = "11111111-1111-4111-8111-111111111111";
const college = "33333333-3333-4333-8333-333333333333";

describe.each(testDatabaseKinds)("migration 0024 on %s", (kind) => {
  let db: RawDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("keeps every older submission and e-mail English, and refuses a language other than en or bn", async () => {
    db = await openRawDatabase(kind);
    await migrateBefore(db, "0024_");
    await db.exec(`
      insert into events (id, title, starts_at) values ('${event}', 'Olympiad', '2030-01-01T10:00:00Z');
      insert into event_categories (id, name) values ('${college}', 'College');
      insert into event_registrations (event_id, category_id, registration_data, reference) values ('${event}', '${college}', '{"full_name": "Nadia"}', 'GSC-AAAA-A1');
      insert into join_requests (full_name, college_roll, email, terms_agreement, departments, total_amount, payment_type, reference) values
        ('Ayesha', '2024-117', 'ayesha@example.org', true, array['it'], 200, 'cash', 'GSC-BBBB-B1');
      insert into contact_messages (name, email, message, reference) values ('Rafi', 'rafi@example.org', 'When?', 'GSC-CCCC-C1');
      insert into mail_outbox (message_id, kind, recipient, subject, text_body) values ('<1@club.example>', 'message-received', 'rafi@example.org', 'We received your message', 'Dear Rafi');
    `);
    await migrateFrom(db, "0024_");

    for (const table of ["event_registrations", "join_requests", "contact_messages", "mail_outbox"]) {
      expect(await db.rows(`select lang from ${table}`)).toEqual([{ lang: "en" }]);
      await expect(db.exec(`update ${table} set lang = 'fr'`)).rejects.toThrow(new RegExp(`${table}_lang_check`));
      await expect(db.exec(`update ${table} set lang = null`)).rejects.toThrow();
      await db.exec(`update ${table} set lang = 'bn'`);
      expect(await db.rows(`select lang from ${table}`)).toEqual([{ lang: "bn" }]);
    }
  });
});
