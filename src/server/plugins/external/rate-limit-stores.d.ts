// @fastify/rate-limit's own two stores, which it ships without types: the shared store in
// rate-limit.ts counts in Redis through one and falls back to memory through the other.
declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { Redis } from "ioredis";

  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface RedisStore {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
  }
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => RedisStore;
  export default RedisStore;
}

declare module "@fastify/rate-limit/store/LocalStore.js" {
  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface LocalStore {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
  }
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => LocalStore;
  export default LocalStore;
}
