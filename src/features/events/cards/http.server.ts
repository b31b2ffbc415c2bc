import type { FastifyInstance } from "fastify";
import type { ClubEvent } from "#shared/api/events.ts";
import { apiPaths } from "#shared/api/paths.ts";
import { renderEventCard, type EventCardContent } from "./card.server.ts";
import { currentEventCards, eventCardFilePattern, eventCardKeyPrefix, eventCardPathPrefix } from "./og-image.server.ts";
import { etagMatches } from "#server/plugins/app/etag.ts";
import { ObjectExistsError } from "#server/storage/object-storage.ts";
import { recordEventCardFile } from "./store.server.ts";

/** Cards kept in memory after they were served, newest last: the ones being shared now. */
const recentCardsKept = 32;

/**
 * The link-preview cards of events without a cover (card.server.ts), at
 * /images/event-cards/{hash}.png. A card is drawn on its first request, stored (local disk or S3)
 * and answered from there afterwards, from memory while it is among the last served. Only the cards
 * of visible events as they are now are answered: an event renamed, hidden or given a cover has a
 * new card or none, and its old address answers 404; its file is deleted a day later
 * (sweep.server.ts). The name is a hash of what the card shows,
 * so the picture never changes under it and may be cached for a year.
 */
export default async function eventCardRoutes(app: FastifyInstance) {
  let known: { etag: string; cards: Map<string, EventCardContent> } | undefined;
  const drawing = new Map<string, Promise<Buffer>>();
  const recent = new Map<string, Buffer>();

  /** The cards of the events list as it is cached now, worked out again only when the list changed. */
  const currentCards = async () => {
    const list = await app.cachedJsonBody(apiPaths.events);
    if (known?.etag !== list.etag) known = { etag: list.etag, cards: currentEventCards(JSON.parse(list.json.toString("utf8")) as ClubEvent[]) };
    return known.cards;
  };

  const remember = (file: string, png: Buffer) => {
    recent.delete(file);
    recent.set(file, png);
    if (recent.size > recentCardsKept) recent.delete(recent.keys().next().value!);
  };

  /** A card in the storage has a record, so the sweep deletes its file once it is old. */
  const record = (file: string) =>
    recordEventCardFile(app.db, file).catch((error: unknown) => app.log.warn({ err: error }, "an event card's record could not be written"));

  const storedOrDrawn = async (file: string, content: EventCardContent): Promise<Buffer> => {
    const key = eventCardKeyPrefix + file;
    const stored = await app.storage.read(key);
    if (stored) {
      await record(file);
      return stored;
    }
    const png = await renderEventCard(content);
    try {
      // Recorded before the file is written: a file is never in the storage without its record.
      await record(file);
      await app.storage.create(key, png, "image/png");
    } catch (error) {
      // Another process stored the same card first; or the storage is failing (health reports it),
      // and the card is drawn again next time rather than not shown.
      if (!(error instanceof ObjectExistsError)) app.log.warn({ err: error }, "an event card could not be stored");
    }
    return png;
  };

  const cardPng = (file: string, content: EventCardContent): Promise<Buffer> => {
    const kept = recent.get(file);
    if (kept) {
      remember(file, kept);
      return Promise.resolve(kept);
    }
    let pending = drawing.get(file);
    if (!pending) {
      pending = storedOrDrawn(file, content).then((png) => {
        remember(file, png);
        return png;
      });
      drawing.set(file, pending);
      const done = () => drawing.delete(file);
      pending.then(done, done);
    }
    return pending;
  };

  app.get<{ Params: { file: string } }>(`${eventCardPathPrefix}:file`, async (request, reply) => {
    const { file } = request.params;
    if (!eventCardFilePattern.test(file)) return app.sendSiteNotFound(request, reply);
    const content = (await currentCards()).get(file);
    if (!content) return app.sendSiteNotFound(request, reply);
    const etag = `"${file.slice(0, -".png".length)}"`;
    reply.header("cache-control", "public, max-age=31536000, immutable").header("etag", etag).header("x-content-type-options", "nosniff");
    if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.type("image/png").send(await cardPng(file, content));
  });
}
