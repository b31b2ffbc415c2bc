/**
 * Why the database refused a membership application, and what the applicant is told (spec section 8).
 * The server classifies the error and sends the reason; the browser shows the reason's message.
 */
export const insertFailureMessages = {
  duplicateEmail: "This email is already registered. Please use a different email.",
  duplicateCollegeRoll: "This college roll is already registered. Please check your college roll.",
  duplicate: "This information is already registered.",
  invalidFormat: "Please check your input format and try again.",
  checkConstraint: "Please ensure all fields are filled correctly.",
  checkViolation: "Please verify that all required information is provided correctly.",
  notNull: "Required information is missing. Please fill all mandatory fields.",
  generatedColumn: "There was an issue with automatic calculation. Please try again.",
  other: "Please check your information and try again.",
} as const;

export type InsertFailureReason = keyof typeof insertFailureMessages;

export const insertFailureReasons = Object.keys(insertFailureMessages) as [InsertFailureReason, ...InsertFailureReason[]];

/** What a PostgreSQL error carries, whichever driver raised it. */
interface DatabaseErrorFields {
  code: string | undefined;
  message: string;
  detail: string;
  constraint: string;
}

const sqlState = /^[0-9A-Z]{5}$/;

function field(value: unknown, key: string): string | undefined {
  if (value === null || typeof value !== "object" || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" ? found : undefined;
}

/**
 * The driver's error inside whatever wrapped it: Drizzle puts the PostgreSQL error (with code,
 * detail and constraint) on `cause`, and its own message quotes the whole SQL statement, column
 * names included, so that message must never be matched.
 */
function databaseErrorFields(error: unknown): DatabaseErrorFields {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    const code = field(current, "code");
    if (code && sqlState.test(code)) {
      return {
        code,
        message: field(current, "message") ?? "",
        detail: field(current, "detail") ?? "",
        constraint: field(current, "constraint") ?? "",
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  const message = typeof error === "string" ? error : (field(error, "message") ?? "");
  return { code: undefined, message, detail: field(error, "detail") ?? "", constraint: field(error, "constraint") ?? "" };
}

/**
 * Classifies an insert error by its SQLSTATE code where it has one and by its text otherwise, in the
 * order of spec section 8. A code wins over the text because some messages quote the value typed
 * ('invalid input syntax for type uuid: "duplicate email"'); unique-violation messages name only the
 * constraint, and a detail is read only for the generated-column case, where it names no value.
 */
export function classifyInsertFailure(error: unknown): InsertFailureReason {
  const { code, message, detail, constraint } = databaseErrorFields(error);
  const text = message.toLowerCase();

  const isDuplicate = code ? code === "23505" : text.includes("duplicate");
  if (isDuplicate) {
    const about = `${constraint} ${text}`.toLowerCase();
    if (about.includes("email")) return "duplicateEmail";
    if (about.includes("college_roll")) return "duplicateCollegeRoll";
    return "duplicate";
  }
  if (text.includes("invalid input syntax")) return "invalidFormat";
  if (text.includes("violates check constraint")) return "checkConstraint";
  if (code === "23514") return "checkViolation";
  if (code === "23502") return "notNull";
  const generated = `${text} ${detail.toLowerCase()}`;
  if (code === "428C9" || generated.includes("generated always") || generated.includes("generated column")) {
    return "generatedColumn";
  }
  return "other";
}

/** The applicant's message for an insert error (spec section 8). */
export function insertFailureMessage(error: unknown): string {
  return insertFailureMessages[classifyInsertFailure(error)];
}
