import { apiPath, apiPaths } from "@qs/domain/api/paths";
import type { SharedInsuranceCreated } from "@qs/domain/api/shared-links";
import type { ApiClient } from "./api-client";
import { dataOf } from "./data-answer";
import { withRetry } from "./retry";

/** Logged on each failed try of a shared link. */
export const CREATE_SHARED_LINK_MESSAGE = "Error al crear el enlace compartido";

export interface SharedLinkRequest {
  /** The absolute address the link opens (an approved host of the site). */
  url: string;
  /** The profile the address carries in `perfil`, when it carries one. */
  decodedProfile?: Record<string, unknown> | null;
}

export interface CreateSharedLinkOptions {
  /** One key for every try, so a retry after a lost answer never stores a second link. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

/** A new idempotency key for one shared link (8-200 visible characters). */
export function newSharedLinkKey(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `share-${random}`;
}

/**
 * Stores a shared plan or comparison link (POST /api/buscarplanes/sharedinsurance with url and
 * decodedProfile; profile spec §7) and answers its 128-bit code, its short path `/url/{code}`
 * and the `editToken` that alone may change it. The API refuses an address outside its
 * approved hosts (400 'La URL debe ser de un dominio aprobado'), an answer never retried;
 * network and server failures are tried 3 times with one Idempotency-Key.
 */
export async function createSharedLink(
  client: ApiClient,
  request: SharedLinkRequest,
  options: CreateSharedLinkOptions = {},
): Promise<SharedInsuranceCreated> {
  const idempotencyKey = options.idempotencyKey ?? newSharedLinkKey();
  const [{ json }, { sharedInsuranceCreatedSchema }] = await Promise.all([
    withRetry(
      () =>
        client.request(apiPath(apiPaths.buscarplanesSharedinsurance), {
          method: "POST",
          body: { url: request.url, decodedProfile: request.decodedProfile ?? null },
          idempotencyKey,
          signal: options.signal,
        }),
      {
        message: CREATE_SHARED_LINK_MESSAGE,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.log ? { log: options.log } : {}),
      },
    ),
    import("@qs/domain/api/shared-links"),
  ]);
  return sharedInsuranceCreatedSchema.parse(dataOf(json));
}
