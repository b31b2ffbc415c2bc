import { z } from "zod";
import { singleLine } from "#shared/single-line.ts";
import { contentListIds } from "./rules.ts";
import type { ContentValues } from "./fields.ts";

/** The `:list` of a content route: one of the lists the console edits. */
export const contentListParamsSchema = z.strictObject({
  list: z.enum(contentListIds, { error: `The list must be one of ${contentListIds.join(", ")}.` }),
});

export const contentRowParamsSchema = z.strictObject({
  list: contentListParamsSchema.shape.list,
  id: z.guid("A row's id is a UUID."),
});

export const ambassadorParamsSchema = z.strictObject({ id: z.guid("An ambassador's id is a UUID.") });

/** What the editor's pictures become: the size the public cards draw them at (width and height attributes). */
export const pictureSizes = {
  photo: { width: 400, height: 400 },
  cover: { width: 800, height: 450 },
} as const;
export type PictureKind = keyof typeof pictureSizes;

/** At most this many rows in one list (far more than any committee). */
export const maxContentRows = 1000;

/** POST .../order: every row of the list, in the new order. */
export const contentOrderSchema = z.strictObject({
  ids: z.array(z.guid("Each id is a UUID.")).min(1, "Send the rows in their new order.").max(maxContentRows),
});
export type ContentOrder = z.output<typeof contentOrderSchema>;

/** POST .../:id/active: show the row on the public site, or hide it. */
export const contentActiveSchema = z.strictObject({ active: z.boolean("active must be true or false.") });

/** One row of a list as the console shows it: the form's values, and what the form does not edit. */
export interface ContentRow {
  id: string;
  active: boolean;
  displayOrder: number | null;
  /** Campus ambassadors only: the total on the leaderboard. */
  points?: number;
  createdAt: string;
  values: ContentValues;
}

export interface ContentRowsAnswer {
  rows: ContentRow[];
}

export interface ContentRowAnswer {
  row: ContentRow;
}

/** POST .../photos: where the uploaded picture is now, for the form's field. */
export interface PictureAnswer {
  url: string;
}

export const pointsMessages = {
  delta: "Enter a whole number of points other than 0, between -100000 and 100000.",
  reason: "Say why the points change.",
  reasonTooLong: "A reason may have at most 300 characters.",
  belowZero: "An ambassador's total cannot go below 0.",
} as const;

/** An editor's change of an ambassador's points: how many (negative to remove) and why. */
export const pointsChangeSchema = z.strictObject({
  delta: z
    .number(pointsMessages.delta)
    .int(pointsMessages.delta)
    .min(-100_000, pointsMessages.delta)
    .max(100_000, pointsMessages.delta)
    .refine((n) => n !== 0, pointsMessages.delta),
  reason: singleLine(z.string(pointsMessages.reason).trim().min(1, pointsMessages.reason).max(300, pointsMessages.reasonTooLong), "The reason"),
});
export type PointsChange = z.output<typeof pointsChangeSchema>;

export interface PointsHistoryEntry {
  id: string;
  delta: number;
  reason: string;
  createdAt: string;
  organiser: { name: string | null; email: string | null };
}

export interface PointsAnswer {
  points: number;
  history: PointsHistoryEntry[];
}
