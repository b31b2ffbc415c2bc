import { randomBytes } from "node:crypto";
import { createServer, connect, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";

/** The Redis tests share rate limits through (CI's .ci/run sets it); tests that need one skip without it. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A key prefix of the test's own, so runs never count each other's requests. */
export function testKeyPrefix(label: string): string {
  return `test:${label}:${process.pid}:${randomBytes(4).toString("hex")}:`;
}

/** The keys under `prefix` with their values, read straight from Redis. */
export async function redisKeys(url: string, prefix: string): Promise<Map<string, string>> {
  const client = new Redis(url);
  try {
    const keys = await client.keys(`${prefix}*`);
    const values = keys.length > 0 ? await client.mget(keys) : [];
    return new Map(keys.map((key, index) => [key, values[index] ?? ""]));
  } finally {
    client.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.disconnect();
  }
}

export interface CuttableLink {
  /** A redis:// URL through the link. */
  url: string;
  /** Drops every connection and refuses new ones: Redis is down, as the server sees it. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Keeps connections open but passes nothing on: a Redis that hangs. `thaw()` undoes it. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** A TCP relay to the Redis at `url`, which a test can cut and restore to take Redis away and back. */
export async function cuttableLink(url: string): Promise<CuttableLink> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let frozen = false;
  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => socket.destroy());
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
  };
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(relay);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server!.address();
        if (typeof address === "object" && address) port = address.port;
        resolve();
      });
    });
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };
  await listen();
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut,
    restore: listen,
    freeze: () => (frozen = true),
    thaw: () => (frozen = false),
    close: cut,
  };
}
