import { z } from "zod";
import { limits } from "#shared/limits.ts";

const truncated = (max: number) => z.string().transform((value) => value.slice(0, max));

/** A page view as the browser reports it. Long values are cut, not refused: a view is never worth an error. */
export const pageViewSchema = z.strictObject({
  path: z.string().startsWith("/").transform((value) => value.slice(0, limits.pagePath)),
  referrer: truncated(limits.referrer).nullable(),
  userAgent: truncated(limits.userAgent).nullable(),
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "Session id must be 8-64 letters, digits or dashes"),
});

export type PageViewInput = z.input<typeof pageViewSchema>;
