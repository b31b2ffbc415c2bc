import { z } from "zod";
import { departmentCodes, type DepartmentCode } from "#shared/departments.ts";
import { pageQueryShape, searchShape, type PageOf } from "#shared/console/lists.ts";

/**
 * The console's members roster (docs/decisions/110): approved applications with their member
 * numbers, newest number first, filtered by department, session and a search. One filter drives the
 * table and its CSV export.
 */
const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(", ")}.`;

export const memberFilterShape = {
  q: searchShape,
  department: z.enum(departmentCodes, { error: oneOf("department", departmentCodes) }).optional(),
  session: z.coerce
    .number({ error: "session must be a year such as 2026." })
    .int("session must be a year such as 2026.")
    .min(2000, "session must be a year such as 2026.")
    .max(2999, "session must be a year such as 2026.")
    .optional(),
};

export const memberFilterSchema = z.strictObject(memberFilterShape);
export type MemberFilter = z.output<typeof memberFilterSchema>;

export const memberListQuerySchema = z.strictObject({ ...pageQueryShape, ...memberFilterShape });
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** A row of the roster. */
export interface MemberRow {
  applicationId: string;
  memberNumber: string;
  sessionYear: number;
  fullName: string;
  departments: DepartmentCode[];
  /** When the application was last approved. */
  approvedAt: string | null;
  email: string;
  phone: string | null;
}

/** A page of the roster and every session that has members, newest first, for the session filter. */
export type MemberListAnswer = PageOf<MemberRow> & { sessions: number[] };
