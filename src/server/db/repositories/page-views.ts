import type { z } from "zod";
import type { pageViewSchema } from "../../../shared/api/page-views.ts";
import type { Database } from "../client.ts";
import { pageViews } from "../schema.ts";

export async function recordPageView(db: Database, view: z.output<typeof pageViewSchema>): Promise<void> {
  await db.insert(pageViews).values(view);
}
