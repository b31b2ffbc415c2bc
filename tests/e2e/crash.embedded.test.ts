import { describeLoadAndCrash, embeddedTarget } from "./support/crash.ts";

// Every acknowledged submission survives a SIGKILL of the built server on the embedded database
// (tests/e2e/support/crash.ts), the endpoints' cases side by side. PostgreSQL: crash.postgres.test.ts.
describeLoadAndCrash("embedded", embeddedTarget, { concurrent: true });
