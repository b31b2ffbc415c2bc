import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "#tests/support/databases.ts";
import { migrateBefore, migrateFrom, openRawDatabase, type RawDatabase } from "#tests/support/raw-migrations.ts";

// Migration 0011 fills contact_email and contact_phone of the registrations stored
// before it from their answers and their forms' field types, and its trigger does for rows inserted
// with plain SQL later.

const event = "11111111-1111-4111-8111-111111111111";
const school = "22222222-2222-4222-8222-222222222222";
const college = "33333333-3333-4333-8333-333333333333";
const open = "44444444-4444-4444-8444-444444444444";

describe.each(testDatabaseKinds)("migration 0011 on %s", (kind) => {
  let db: RawDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("fills the contact columns of older rows from their answers and form, and of rows inserted by hand afterwards", async () => {
    db = await openRawDatabase(kind);
    await migrateBefore(db, "0011_");
    await db.exec(`
      insert into events (id, title, starts_at) values ('${event}', 'Olympiad', '2030-01-01T10:00:00Z');
      insert into event_categories (id, name) values ('${school}', 'School'), ('${college}', 'College'), ('${open}', 'Open');
      -- College: an inactive older form named its e-mail field differently; the active one asks by question.
      insert into event_registration_forms (event_id, category_id, form_fields, active, created_at) values
        ('${event}', '${college}', '[{"name": "mail", "type": "email"}, {"name": "mobile", "type": "tel"}]', false, '2029-01-01'),
        ('${event}', '${college}', '[{"name": "full_name", "type": "text"}, {"question": "Your E-mail", "type": "email"}, {"name": "phone", "type": "tel"}, {"name": "guardian_phone", "type": "tel"}]', true, '2029-06-01'),
        ('${event}', '${school}', '[{"name": "full_name", "type": "text"}, {"name": "notes", "type": "textarea"}]', true, '2029-06-01'),
        -- Open: a parent's phone first, then the registrant's own.
        ('${event}', '${open}', '[{"name": "parent_phone", "label": "Father''s phone", "type": "tel"}, {"name": "mobile", "label": "Your mobile", "type": "tel"}]', true, '2029-06-01');
      insert into event_registrations (event_id, category_id, registration_data, reference) values
        ('${event}', '${college}', '{"full_name": "Nadia", "your_e_mail": "  Nadia@Example.ORG ", "phone": "+880 1712-345678", "guardian_phone": "01812345678"}', 'GSC-AAAA-A1'),
        ('${event}', '${college}', '{"mail": "rafi@example.org", "mobile": "০১৯১২৩৪৫৬৭৮"}', 'GSC-AAAA-A2'),
        ('${event}', '${college}', '{"full_name": "Mina", "guardian_phone": "01812345678"}', 'GSC-AAAA-A3'),
        ('${event}', '${school}', '{"full_name": "Tania", "notes": "nadia@example.org 01712345678"}', 'GSC-AAAA-A4'),
        ('${event}', '${open}', '{"parent_phone": "01812345678", "mobile": "01512345678"}', 'GSC-AAAA-A6');
    `);
    await migrateFrom(db, "0011_");

    const contacts = () =>
      db!.rows<{ reference: string; contact_email: string | null; contact_phone: string | null }>(
        "select reference, contact_email, contact_phone from event_registrations order by reference",
      );
    expect(await contacts()).toEqual([
      { reference: "GSC-AAAA-A1", contact_email: "nadia@example.org", contact_phone: "01712345678" },
      { reference: "GSC-AAAA-A2", contact_email: "rafi@example.org", contact_phone: "01912345678" },
      // The guardian's number is not the form's first phone field: nothing to compare.
      { reference: "GSC-AAAA-A3", contact_email: null, contact_phone: null },
      // A form without e-mail or phone fields: no check possible.
      { reference: "GSC-AAAA-A4", contact_email: null, contact_phone: null },
      // A father's number is the family's: the registrant's own mobile is the one compared.
      { reference: "GSC-AAAA-A6", contact_email: null, contact_phone: "01512345678" },
    ]);

    // Inserted by hand after the migration: the trigger reads them; a change of the answers reads them again.
    await db.exec(`
      insert into event_registrations (event_id, category_id, registration_data, reference) values
        ('${event}', '${college}', '{"full_name": "Nadia again", "your_e_mail": "NADIA@example.org", "phone": "8801712345678"}', 'GSC-AAAA-A5');
      update event_registrations set registration_data = '{"full_name": "Mina", "phone": "+8801612345678"}' where reference = 'GSC-AAAA-A3';
    `);
    const after = await contacts();
    expect(after.find((row) => row.reference === "GSC-AAAA-A5")).toEqual({ reference: "GSC-AAAA-A5", contact_email: "nadia@example.org", contact_phone: "01712345678" });
    expect(after.find((row) => row.reference === "GSC-AAAA-A3")).toEqual({ reference: "GSC-AAAA-A3", contact_email: null, contact_phone: "01612345678" });
  }, 120_000);
});
