import type { PGlite } from "@electric-sql/pglite";

/**
 * Embedded test databases, used again within a worker. Loading a migrated PGlite costs about 1-2 s of
 * CPU (its data directory and its own bundle unpacked into memory, then a start); a database a test
 * closed is put back to its migrated state in a small fraction of that, so the next test takes it
 * instead. "Its migrated state": every table emptied and refilled with what migrations wrote, every
 * sequence set back, the session discarded (settings, temporary tables, locks, LISTENs). A database
 * whose schema a test changed (a table dropped to cause a fault, a trigger added) is closed instead,
 * and a new one loaded.
 */
export class PglitePool {
  readonly #idle: PGlite[] = [];
  #baseline: Promise<Baseline> | undefined;
  /** How many databases were loaded and how many were taken again, for the pool's own test. */
  readonly counts = { loaded: 0, reused: 0, discarded: 0 };

  constructor(private readonly load: () => Promise<PGlite>) {}

  /**
   * A migrated database in its migrated state. The object handed out is the database's stand-in: its
   * `close()` gives the database back (the stand-in then refuses every call, as a closed PGlite does).
   */
  async take(): Promise<PGlite> {
    const reused = this.#idle.pop();
    if (reused) this.counts.reused++;
    const client = reused ?? (await this.#loadOne());
    return this.#standIn(client);
  }

  async #loadOne(): Promise<PGlite> {
    const client = await this.load();
    this.counts.loaded++;
    // The first database loaded, untouched, is the measure of the migrated state.
    this.#baseline ??= readBaseline(client);
    await this.#baseline;
    return client;
  }

  #standIn(client: PGlite): PGlite {
    let closed = false;
    // What the test listens with: PGlite's `unlisten(channel)` without the callback keeps the callbacks.
    const listeners: Listener[] = [];
    const giveBack = async () => {
      if (closed) return;
      closed = true;
      await this.#putBack(client, listeners);
    };
    return new Proxy(client, {
      get: (target, property) => {
        if (property === "close") return giveBack;
        if (property === "closed") return closed;
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (closed) throw new Error("PGlite is closed");
          if (property === "listen") listeners.push({ channel: args[0] as string, callback: args[1] as Listener["callback"] });
          if (property === "onNotification") listeners.push({ callback: args[0] as Listener["callback"] });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  async #putBack(client: PGlite, listeners: Listener[]): Promise<void> {
    const baseline = await this.#baseline!;
    try {
      // A test may close while a transaction of its own is open: PGlite's one connection stays in it.
      if (client.isInTransaction?.()) await client.exec("rollback");
      for (const { channel, callback } of listeners) {
        if (channel === undefined) client.offNotification(callback as Parameters<PGlite["offNotification"]>[0]);
        else await client.unlisten(channel, callback as (payload: string) => void);
      }
      await client.exec("discard all");
      if ((await schemaFingerprint(client)) !== baseline.fingerprint) throw new Error("the schema changed");
      await restore(client, baseline);
      this.#idle.push(client);
    } catch {
      this.counts.discarded++;
      await client.close().catch(() => {});
    }
  }
}

/** A callback given to `listen` (with its channel) or to `onNotification`. */
interface Listener {
  channel?: string;
  callback: (...payload: never[]) => void;
}

interface Baseline {
  fingerprint: string;
  /** A query for the names of the tables (schema-qualified and quoted) that have a row. */
  tablesWithRows: string;
  /** The rows migrations wrote, per table, as JSON. */
  rows: { table: string; json: string }[];
  /** Each sequence's value, restored with setval. */
  sequences: { name: string; value: string; called: boolean }[];
}

/** Schemas the migrations own: all but PostgreSQL's own and drizzle's record of migrations applied. */
const ownSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp%' and n.nspname not like 'pg\\_toast\\_temp%'`;

async function readBaseline(client: PGlite): Promise<Baseline> {
  const fingerprint = await schemaFingerprint(client);
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and ${ownSchemas} and n.nspname <> 'drizzle' order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Baseline["rows"] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const tablesWithRows = tables.map((table) => `select ${literal(table)} as name where exists (select from ${table})`).join(" union all ");
  return { fingerprint, tablesWithRows, rows, sequences };
}

async function restore(client: PGlite, baseline: Baseline): Promise<void> {
  await client.transaction(async (tx) => {
    // Without firing triggers or checking references on the way: the rows go and come back as they were.
    await tx.exec("set local session_replication_role = replica");
    // Only the tables the test wrote to: a truncate of all forty costs 100 ms even when they are empty.
    const { rows: written } = await tx.query<{ name: string }>(baseline.tablesWithRows);
    for (const { name } of written) await tx.exec(`delete from ${name}`);
    for (const { table, json } of baseline.rows) await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [json]);
    for (const sequence of baseline.sequences) await tx.query("select setval($1, $2, $3)", [sequence.name, sequence.value, sequence.called]);
  });
}

/**
 * One hash of everything a test could change in the schema: relations and their columns, defaults and
 * privileges, constraints, indexes, triggers (and whether enabled), functions, views, types, enum
 * labels, extensions, policies, roles, per-database settings and the migrations recorded.
 */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ hash: string }>(`
    select md5(string_agg(item, E'\\n' order by item)) as hash from (
      select 'rel ' || format('%I.%I', n.nspname, c.relname) || ' ' || c.relkind::text || ' ' || coalesce(c.relacl::text, '') || ' ' || c.relrowsecurity
        || ' ' || coalesce(pg_get_viewdef(c.oid), '') || ' ' || coalesce((
          select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
          from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ownSchemas}
      union all select 'constraint ' || con.conrelid::regclass::text || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid)
        from pg_constraint con join pg_namespace n on n.oid = con.connamespace where ${ownSchemas}
      union all select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${ownSchemas}
      union all select 'trigger ' || pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
      union all select 'function ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, '')) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ownSchemas}
      union all select 'type ' || t.oid::regtype::text from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${ownSchemas} and t.typtype in ('c', 'd', 'e', 'r')
      union all select 'enum ' || e.enumtypid::regtype::text || ' ' || e.enumlabel || ' ' || e.enumsortorder from pg_enum e
      union all select 'schema ' || n.nspname from pg_namespace n where ${ownSchemas}
      union all select 'extension ' || extname || ' ' || extversion from pg_extension
      union all select 'policy ' || polname || ' ' || polrelid::regclass::text from pg_policy
      union all select 'role ' || rolname || ' ' || rolsuper from pg_roles
      union all select 'setting ' || coalesce(setconfig::text, '') from pg_db_role_setting
      union all select 'migrations ' || count(*) from drizzle.__drizzle_migrations
    ) items`);
  return rows[0]!.hash;
}
