import { describe, expect, it } from "vitest";
import { classifyInsertFailure, insertFailureMessage, insertFailureMessages } from "./insert-failures.ts";

// Errors shaped like the ones drivers and wrappers produce, for the cases the real databases cannot
// produce on demand (see public.http.insert-errors.test.ts beside this file for those).

const wrapped = (cause: object) =>
  Object.assign(new Error(`Failed query: insert into "join_requests" ("email", "college_roll") values ($1, $2)`), { cause });

describe("classifyInsertFailure", () => {
  it.each([
    [
      "a duplicate text naming the email",
      { message: "duplicate key value violates unique constraint on email" },
      "duplicateEmail",
    ],
    [
      "a duplicate text naming the college roll",
      { message: 'duplicate key value violates unique constraint "join_requests_college_roll_key"' },
      "duplicateCollegeRoll",
    ],
    ["another duplicate text", { message: "duplicate entry" }, "duplicate"],
    [
      "a 23505 whose constraint names the email",
      { code: "23505", message: 'duplicate key value violates unique constraint "idx_1"', constraint: "join_requests_email_key" },
      "duplicateEmail",
    ],
    ["an invalid input syntax text", { message: 'invalid input syntax for type integer: "two hundred"' }, "invalidFormat"],
    [
      "a check constraint text",
      { message: 'new row for relation "join_requests" violates check constraint "x"' },
      "checkConstraint",
    ],
    ["code 23514 with other text", { code: "23514", message: "row is outside the allowed range" }, "checkViolation"],
    ["code 23502", { code: "23502", message: "missing value" }, "notNull"],
    ["code 428C9", { code: "428C9", message: 'cannot insert a non-DEFAULT value into column "total"' }, "generatedColumn"],
    ["a generated column text", { message: 'column "total_amount" is a generated column' }, "generatedColumn"],
    [
      "a generated always text in the detail",
      { message: "cannot insert", detail: "Column is GENERATED ALWAYS." },
      "generatedColumn",
    ],
    ["a connection failure", Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }), "other"],
    ["a plain string", "something broke", "other"],
    ["null", null, "other"],
    ["undefined", undefined, "other"],
  ] as const)("maps %s", (_label, error, reason) => {
    expect(classifyInsertFailure(error)).toBe(reason);
  });

  it("prefers the code to the text when the text quotes what the applicant typed", () => {
    const error = { code: "22P02", message: 'invalid input syntax for type uuid: "duplicate email"' };
    expect(classifyInsertFailure(error)).toBe("invalidFormat");
  });

  it("ignores the wrapper's message, which names every column, and reads the cause", () => {
    expect(
      classifyInsertFailure(
        wrapped({
          code: "23505",
          message: 'duplicate key value violates unique constraint "join_requests_college_roll_key"',
          constraint: "join_requests_college_roll_key",
        }),
      ),
    ).toBe("duplicateCollegeRoll");
    expect(
      classifyInsertFailure(wrapped({ code: "23502", message: 'null value in column "email" violates not-null constraint' })),
    ).toBe("notNull");
  });

  it("never reads the detail of a duplicate, which quotes the stored value", () => {
    const error = {
      code: "23505",
      message: 'duplicate key value violates unique constraint "join_requests_college_roll_key"',
      detail: "Key (lower(college_roll))=(email-club) already exists.",
    };
    expect(classifyInsertFailure(error)).toBe("duplicateCollegeRoll");
  });
});

describe("insertFailureMessage", () => {
  it("gives the spec's wording for each reason", () => {
    expect(insertFailureMessage({ code: "23505", message: "duplicate key", constraint: "join_requests_email_key" })).toBe(
      "This email is already registered. Please use a different email.",
    );
    expect(insertFailureMessage(new Error("timeout"))).toBe("Please check your information and try again.");
    expect(Object.values(insertFailureMessages)).toEqual([
      "This email is already registered. Please use a different email.",
      "This college roll is already registered. Please check your college roll.",
      "This information is already registered.",
      "Please check your input format and try again.",
      "Please ensure all fields are filled correctly.",
      "Please verify that all required information is provided correctly.",
      "Required information is missing. Please fill all mandatory fields.",
      "There was an issue with automatic calculation. Please try again.",
      "Please check your information and try again.",
    ]);
  });
});
