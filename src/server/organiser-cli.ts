/**
 * `npm run organiser -- add --email E --name N --role admin|reviewer|editor|checkin`: creates an organiser
 * in the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR) and prints, as
 * the last line, a one-time set-up link where they choose a password (24 hours, single use).
 *
 * With the embedded database and the server running, the command goes to the server through its
 * control socket (console/control-socket.ts); otherwise it opens the database itself. The database
 * and sign-in code is imported only then: the command through the socket starts in a fraction of
 * the time.
 */
import { parseArgs } from "node:util";
import { ConfigError, readConfig } from "./config.ts";
import { sendControlCommand } from "./console/control-socket-client.ts";
import { newOrganiserSchema } from "#features/organisers/contract.ts";

const usage = `Usage: npm run organiser -- add --email EMAIL --name "FULL NAME" --role admin|reviewer|editor|checkin

Creates an organiser of the club's console and prints a one-time set-up link (valid 24 hours)
where they choose their password. Uses DATABASE_URL, or the embedded database in DATA_DIR.
Set SITE_URL to the site's public address so the link points there.`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== "add") {
    console.error(usage);
    return 2;
  }
  const input = newOrganiserSchema.safeParse({ email: values.email ?? "", name: values.name ?? "", role: values.role ?? "" });
  if (!input.success) {
    console.error(`${input.error.issues.map((issue) => issue.message).join("\n")}\n\n${usage}`);
    return 2;
  }

  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  if (config.database.kind === "embedded") {
    const answer = await sendControlCommand(config.dataDir, input.data);
    if (answer) {
      if (answer.status !== 201 || !answer.body.setupLink) {
        console.error(answer.body.message ?? `The running server refused (${answer.status}).`);
        return 1;
      }
      return printLink(input.data.email, answer.body.setupLink, "through the running server");
    }
  }

  const [{ ZodError }, { DatabaseStartError, openDatabase }, { createOrganiserAuth }, { addOrganiser, countOrganisers, OrganiserExistsError }, { sessionSecret }] =
    await Promise.all([
      import("zod"),
      import("./db/client.ts"),
      import("./console/auth.ts"),
      import("#features/organisers/service.server.ts"),
      import("./console/secrets.ts"),
    ]);
  let handle;
  try {
    handle = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const secret = await sessionSecret(handle.db, config.authSecret);
    const organiserAuth = createOrganiserAuth({ db: handle.db, siteUrl: config.siteUrl, secret, log: (_level, message) => console.error(message) });
    const first = (await countOrganisers(handle.db)) === 0;
    const { setupLink } = await addOrganiser(handle.db, organiserAuth, config.siteUrl, input.data, { id: null, email: "npm run organiser" });
    if (first && input.data.role !== "admin") console.log("Note: this is the first organiser and not an admin; nobody can manage organisers yet.");
    return printLink(input.data.email, setupLink, config.database.kind === "postgres" ? "in the PostgreSQL database" : `in ${config.dataDir}`);
  } catch (error) {
    if (error instanceof OrganiserExistsError || error instanceof ZodError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

function printLink(email: string, link: string, where: string): number {
  console.log(`Added organiser ${email} ${where}.`);
  console.log("Send them this link to choose a password. It works once, within 24 hours:");
  console.log(link);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
