import { afterAll } from "vitest";
import { describeLoadAndCrash, embeddedTarget, removeMigratedTemplates } from "./support/crash.ts";

// Every acknowledged submission survives a SIGKILL of the built server on the embedded database
// (tests/e2e/support/crash.ts). PostgreSQL: crash.postgres.test.ts.
afterAll(removeMigratedTemplates);
describeLoadAndCrash("embedded", embeddedTarget);
