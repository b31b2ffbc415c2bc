import type { FastifyInstance } from "fastify";
import sessionRoutes from "./session.ts";
import messageRoutes from "#features/messages/http.server.ts";
import visitRoutes from "#features/page-views/http.server.ts";
import activityRoutes from "#features/activity/http.server.ts";
import applicationRoutes from "#features/applications/http.server.ts";
import organiserRoutes from "#features/organisers/http.server.ts";
import registrationRoutes from "#features/registrations/http.server.ts";
import waitlistRoutes from "#features/registrations/waitlist.http.server.ts";
import mailRoutes from "./mail.ts";
import contentEventRoutes from "#features/events/http.server.ts";
import contentRoutes from "#features/content/http.server.ts";
import suspectedSpamRoutes from "./suspected-spam.ts";
import healthRoutes from "./health.ts";
import overviewRoutes from "./overview.ts";
import paymentRoutes from "#features/payments/http.server.ts";
import memberRoutes from "#features/members/http.server.ts";
import checkInRoutes from "#features/check-in/http.server.ts";
import walkInRoutes from "#features/check-in/walk-ins.http.server.ts";
import personalDataRoutes from "#features/personal-data/http.server.ts";
import retentionRoutes from "#features/retention/http.server.ts";
import announcementRoutes from "#features/announcements/http.server.ts";
import certificateConsoleRoutes from "#features/certificates/http.server.ts";

/** Every console API route module; each route declares who may call it (plugin.ts). */
export default async function consoleRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(messageRoutes);
  await app.register(visitRoutes);
  await app.register(activityRoutes);
  await app.register(applicationRoutes);
  await app.register(organiserRoutes);
  await app.register(registrationRoutes);
  await app.register(waitlistRoutes);
  await app.register(mailRoutes);
  await app.register(contentEventRoutes);
  await app.register(contentRoutes);
  await app.register(suspectedSpamRoutes);
  await app.register(healthRoutes);
  await app.register(overviewRoutes);
  await app.register(paymentRoutes);
  await app.register(memberRoutes);
  await app.register(checkInRoutes);
  await app.register(walkInRoutes);
  await app.register(personalDataRoutes);
  await app.register(retentionRoutes);
  await app.register(announcementRoutes);
  await app.register(certificateConsoleRoutes);
}
