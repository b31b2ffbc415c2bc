import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import errors from "./errors.ts";
import { loggerOptions } from "./logging.ts";

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  const app = Fastify({ logger: loggerOptions("info", stream) });
  await app.register(errors);
  app.get("/fails", async () => {
    throw error;
  });
  const response = await app.inject({ method: "GET", url: "/fails" });
  await app.close();
  return { response, logged: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const withStatus = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

describe("the error handler", () => {
  it.each([
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [409, "Conflict"],
    [413, "Payload Too Large"],
    [422, "Unprocessable Entity"],
    [451, "Unavailable For Legal Reasons"],
  ])("answers a %i with its standard reason and the error's message", async (status, reason) => {
    const { response, logged } = await appThrowing(withStatus(status, "Choose a file under 10 MB."));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: reason, message: "Choose a file under 10 MB." });
    expect(logged.filter((entry) => entry.msg === "request failed")).toEqual([]);
  });

  it.each([
    [withStatus(503, "the database is closing"), 503, "Service Unavailable"],
    [new Error("relation \"contact_messages\" does not exist"), 500, "Internal Server Error"],
  ])("answers a server error without its message, and logs the message readable", async (error, status, reason) => {
    const { response, logged } = await appThrowing(error);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, error: reason, message: "Something went wrong on our side. Please try again later." });
    const failure = logged.find((entry) => entry.msg === "request failed");
    expect(failure?.err).toMatchObject({ type: "Error", message: error.message });
  });

  it("names a status Node has no phrase for plainly", async () => {
    const { response } = await appThrowing(withStatus(499, "client went away"));
    expect(response.json()).toEqual({ statusCode: 499, error: "Error", message: "client went away" });
  });
});
