// The few parts of autocannon's programmatic API that scripts/bench.ts uses (it ships no types).
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: Request) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
      /** Requests a second over all connections. */
      overallRate?: number;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
