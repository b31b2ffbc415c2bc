import { consoleApiPath, consoleApiPaths } from "#shared/console/paths.ts";
import { consoleAreas } from "#shared/console/roles.ts";
import { addOrganiser } from "#features/organisers/service.server.ts";
import type { ConsoleRouteCase } from "./types.ts";

// The access app runs with e-mail off: the admin's writes answer 409 ("E-mail is off") once past the
// role check, which is what this matrix is about; mail.test.ts sends them with e-mail on.
export const mailRouteCases: ConsoleRouteCase[] = [
  { method: "GET", route: consoleApiPaths.mailDeliveries, url: () => consoleApiPaths.mailDeliveries, allowed: consoleAreas.mail, successStatus: 200 },
  {
    method: "POST",
    route: consoleApiPaths.mailDeliveryRetry,
    url: () => consoleApiPath(consoleApiPaths.mailDeliveryRetry, { id: "6f1c2d4e-0000-4000-8000-000000000000" }),
    payload: () => ({}),
    allowed: consoleAreas.mail,
    successStatus: 409,
  },
  {
    method: "POST",
    route: consoleApiPaths.organiserSetupLinkSend,
    url: ({ ids }) => consoleApiPath(consoleApiPaths.organiserSetupLinkSend, { id: ids.mailOrganiser! }),
    payload: () => ({}),
    allowed: consoleAreas.organisers,
    successStatus: 409,
    prepare: async ({ t, ids }) => {
      if (ids.mailOrganiser) return;
      const { id } = await addOrganiser(
        t.db,
        t.app.organiserAuth,
        "http://localhost:3000",
        { email: `access-mail-${Date.now()}@club.example`, name: "Access Mail", role: "reviewer" },
        { id: null, email: null },
      );
      ids.mailOrganiser = id;
    },
  },
  { method: "GET", route: consoleApiPaths.notifications, url: () => consoleApiPaths.notifications, allowed: consoleAreas.notifications, successStatus: 200 },
  {
    method: "PATCH",
    route: consoleApiPaths.notifications,
    url: () => consoleApiPaths.notifications,
    payload: () => ({ applications: false, registrations: false, messages: false }),
    allowed: consoleAreas.notifications,
    successStatus: 200,
  },
];
