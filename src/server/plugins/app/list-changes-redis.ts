import type { SharedRedis } from "../external/redis.ts";

export interface ListChangeRelay {
  /** Tells the other processes that `table` changed: called for this process's own changes only. */
  publish(table: string): void;
  stop(): Promise<void>;
}

/**
 * Redis pub/sub as a second channel for list changes when REDIS_URL is set (docs/decisions/071).
 * PostgreSQL's LISTEN tells every process of every change, SQL sessions' included; but a process
 * whose listening connection is lost, or that reaches PostgreSQL through a pooler that does not
 * keep LISTEN (PgBouncer in transaction mode), hears nothing. The process that made a change
 * therefore also publishes it on Redis, and each process drops its lists on either message: a
 * change heard twice only costs one more reload.
 */
export async function relayListChanges(
  redis: SharedRedis,
  channel: string,
  drop: (table: string) => void,
): Promise<ListChangeRelay> {
  const redisChannel = `${redis.keyPrefix}${channel}`;
  // A subscribed connection can send nothing else: one of its own, with the shared one's settings.
  // Subscribing is not on a request's path: it may wait longer than the shared connection's commands.
  const subscriber = redis.client.duplicate({ commandTimeout: 5_000 });
  let subscribedBefore = false;
  subscriber.on("message", (from: string, table: string) => {
    if (from === redisChannel) drop(table);
  });
  subscriber.on("ready", () => {
    subscriber.subscribe(redisChannel).then(
      () => {
        // What was published while this connection was down was not heard.
        if (subscribedBefore) drop("");
        subscribedBefore = true;
      },
      // Dialled again, and subscribed again once ready; the shared connection's state is not this one's.
      () => subscriber.disconnect(true),
    );
  });
  // Failures are logged by the shared connection's listeners (redis.ts); ioredis dials again.
  subscriber.on("error", () => undefined);
  await subscriber.connect().catch(() => undefined);
  return {
    publish(table) {
      if (!redis.available) return;
      redis.client.publish(redisChannel, table).catch((error: unknown) => redis.failed(error));
    },
    stop: async () => {
      subscriber.disconnect();
    },
  };
}
