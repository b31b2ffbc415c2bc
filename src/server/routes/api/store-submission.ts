import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UnitOfWork } from "../../unit-of-work.ts";
import { databaseFault, sendDatabaseFault } from "../../plugins/app/database-faults.ts";

/** How a form's route answers when storing the form throws. */
export interface Refusal {
  statusCode: number;
  body: unknown;
}

/**
 * A visitor's form stored as every form of the site is: never cached; a retry with the attempt's
 * Idempotency-Key answered as the first attempt was; the row, its mail and its receipt
 * committed together; 201 with what the visitor keeps. When storing throws,
 * `refused` says what the visitor is told, and logs what may be logged (never the form's contents).
 */
export async function storeSubmission<Created, Body>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  steps: { store: (work: UnitOfWork) => Promise<Created>; created: (row: Created) => Body; refused: (error: unknown) => Refusal },
): Promise<FastifyReply> {
  reply.header("cache-control", "no-store");
  const submission = await app.submission(request, reply);
  if (submission.answered) return reply;
  let answer;
  try {
    answer = await submission.run(steps.store, (row) => ({ statusCode: 201, body: steps.created(row) }));
  } catch (error) {
    // The database unreachable or its disk full is not the form's fault: 503 or 507.
    const fault = databaseFault(error);
    if (fault) return sendDatabaseFault(app, request, reply, fault, error);
    const refusal = steps.refused(error);
    return reply.code(refusal.statusCode).send(refusal.body);
  }
  return reply.code(answer.statusCode).send(answer.body);
}
