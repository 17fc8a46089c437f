import { errorBodySchema } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import { z } from "zod";
import type { Executor } from "../../db/database";
import type { Router } from "../../http/define-route";
import { HttpError, type Reply } from "../../http/reply";
import type { RouteContext } from "../../http/route-spec";
import { logger } from "../../logger";
import { pingDatabase } from "../catalogue/catalogue-reads";

/**
 * Liveness and readiness, for a load balancer or an orchestrator:
 * - live: the process runs and answers (no database), so a restart is never ordered for a
 *   database outage the process cannot fix;
 * - ready (and the older /api/health): the database answers `select 1` within
 *   READINESS_TIMEOUT_MS and the process is not shutting down; otherwise 503 with
 *   Retry-After, so traffic goes elsewhere until it is back.
 * Neither answer may be cached.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = "Base de datos no disponible";
export const SHUTTING_DOWN_MESSAGE = "El servidor se está deteniendo";

/** The longest readiness waits for the database: a load balancer's probe is short. */
const READINESS_TIMEOUT_MS = 2000;
/** Seconds a client is asked to wait before trying an unready server again. */
const RETRY_AFTER_SECONDS = "5";

const NO_STORE = { "Cache-Control": "no-store" };

/** Whether the process takes traffic: set aside once shutdown begins. */
export class Lifecycle {
  #stopping = false;

  get stopping(): boolean {
    return this.#stopping;
  }

  /** From now on readiness answers 503. */
  beginShutdown(): void {
    this.#stopping = true;
  }
}

/** Resolves when the database answers, rejects when it fails or `ms` pass first. */
async function pingWithin(db: Executor, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const unavailable = (message: string) =>
  new HttpError(503, { error: message }, { ...NO_STORE, "Retry-After": RETRY_AFTER_SECONDS });

export function registerHealthRoutes(router: Router, lifecycle: Lifecycle): void {
  /** Whether the last check found the database answering: only changes are logged. */
  let databaseAnswered = true;
  const readySchema = z.object({
    status: z.literal("ok"),
    database: z.enum(["pglite", "postgres"]),
  });
  const readiness = {
    tag: "Service",
    responses: {
      200: { description: "The server takes traffic: its database answers", schema: readySchema },
      503: {
        description: `${DATABASE_UNAVAILABLE_MESSAGE}, or the server is shutting down (with Retry-After)`,
        schema: errorBodySchema,
      },
    },
    handler: async ({
      db,
      deps,
    }: RouteContext<undefined, undefined, undefined>): Promise<Reply> => {
      if (lifecycle.stopping) throw unavailable(SHUTTING_DOWN_MESSAGE);
      try {
        await pingWithin(db, READINESS_TIMEOUT_MS);
      } catch (error) {
        if (databaseAnswered)
          logger.warn({ err: error }, "Readiness: the database does not answer");
        databaseAnswered = false;
        throw unavailable(DATABASE_UNAVAILABLE_MESSAGE);
      }
      if (!databaseAnswered) logger.info("Readiness: the database answers again");
      databaseAnswered = true;
      return {
        kind: "json",
        status: 200,
        body: { status: "ok", database: deps.db.kind },
        headers: NO_STORE,
      };
    },
  };

  router.route({
    method: "get",
    path: apiPaths.healthLive,
    summary: "Liveness: the process runs (the database is not consulted)",
    tag: "Service",
    responses: {
      200: { description: "The process answers", schema: z.object({ status: z.literal("ok") }) },
    },
    handler: () => ({ kind: "json", status: 200, body: { status: "ok" }, headers: NO_STORE }),
  });
  router.route({
    method: "get",
    path: apiPaths.healthReady,
    summary: "Readiness: the database answers and the server is not shutting down",
    ...readiness,
  });
  router.route({
    method: "get",
    path: apiPaths.health,
    summary: "Readiness (the older address of /api/health/ready)",
    ...readiness,
  });
}
