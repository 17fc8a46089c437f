import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  employeeListErrorsSchema,
  type PurchaseView,
  purchaseViewSchema,
  type SavableStep,
  startPaymentAnswerSchema,
} from "@qs/domain/api/purchase";
import type { PaymentFlowType } from "@qs/domain/payment-info";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, ApiError } from "./api-client";
import { dataOf } from "./data-answer";
import { withRetry } from "./retry";

/**
 * The online purchase ('Compra Online', /api/compra-online): start a draft for a plan, read
 * it by its token, save each step, upload a company's employee list, and start paying. The
 * token is a capability: it names the draft in the path, as the API's routes take it.
 *
 * A purchase carries personal data: it is read only in the browser (the page never asks for
 * it while rendering on the server), its query key carries the token, and the API answers
 * it with `no-store`, so no page or cache built for one visitor ever holds another's.
 *
 * Unlike the other calls, the answers' schemas are imported with the module: only the
 * purchase page uses it, and that page needs the contract's module at once anyway (the
 * health questions, the limits), so loading it with the first call would save nothing.
 */

/** How often the draft is read again while a payment is being confirmed. */
export const PAYMENT_POLL_MS = 2000;

/** The employee list's two accepted file types, as the API reads them. */
export const CSV_CONTENT_TYPE = "text/csv";
export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A new idempotency key for one purchase action (8-200 visible characters). */
export function newPurchaseKey(action: "start" | "pay"): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `purchase-${action}-${random}`;
}

export interface PurchaseCallOptions {
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
}

function viewOf(json: unknown): PurchaseView {
  return purchaseViewSchema.parse(dataOf(json));
}

/**
 * POST /api/compra-online: starts the purchase of a plan for the visitor's stored profile
 * (the price is the plan's for it). Every try carries the same Idempotency-Key, so a lost
 * answer retried never starts a second draft.
 */
export async function startPurchase(
  client: ApiClient,
  request: {
    productCode: string;
    profile?: Record<string, unknown> | null;
    /** The language the purchase's privacy notice is shown in (the API records it). */
    consentLanguage?: "es" | "en" | "pt" | null;
  },
  options: PurchaseCallOptions & { idempotencyKey?: string } = {},
): Promise<PurchaseView> {
  const idempotencyKey = options.idempotencyKey ?? newPurchaseKey("start");
  const { json } = await withRetry(
    () =>
      client.request(apiPath(apiPaths.compraOnline), {
        method: "POST",
        body: {
          productCode: request.productCode,
          ...(request.profile ? { profile: request.profile } : {}),
          ...(request.consentLanguage ? { consentLanguage: request.consentLanguage } : {}),
        },
        idempotencyKey,
        signal: options.signal,
      }),
    { message: "Error al iniciar la compra", sleep: options.sleep, log: options.log },
  );
  return viewOf(json);
}

/** GET /api/compra-online/{token}: the purchase as its buyer sees it. A 404 is final. */
export async function getPurchase(
  client: ApiClient,
  token: string,
  options: PurchaseCallOptions = {},
): Promise<PurchaseView> {
  const { json } = await withRetry(
    () =>
      client.request(apiPath(apiPaths.compraOnlineByToken, { token }), {
        signal: options.signal,
      }),
    { message: "Error al obtener la compra", sleep: options.sleep, log: options.log },
  );
  return viewOf(json);
}

/** A payment on its way to being confirmed: pending, or approved with its order not yet made. */
export function awaitingPayment(view: PurchaseView | undefined): boolean {
  const state = view?.payment?.state;
  return state === "PENDING" || (state === "OK" && !view?.order);
}

/**
 * The purchase of a token, read afresh whenever it is shown (staleTime 0) and never retried
 * by the cache (a 404 means the draft is gone). With `pollPayment` (the buyer is back from the
 * provider's page) it is read again every PAYMENT_POLL_MS while the payment is pending.
 */
export function purchaseQueryOptions(
  client: ApiClient,
  token: string,
  options: { pollPayment?: boolean } = {},
) {
  return queryOptions({
    queryKey: ["purchase", client.options.countryCode, token],
    queryFn: ({ signal }) => getPurchase(client, token, { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      options.pollPayment && awaitingPayment(query.state.data) ? PAYMENT_POLL_MS : false,
  });
}

/**
 * PUT /api/compra-online/{token}/{step}: saves one step's fields. A refusal (400) keeps the
 * API's field issues in the thrown ApiError: `purchaseFieldErrors` reads them for the form.
 */
export async function savePurchaseStep(
  client: ApiClient,
  token: string,
  step: SavableStep,
  data: Record<string, unknown>,
  options: PurchaseCallOptions = {},
): Promise<PurchaseView> {
  const { json } = await withRetry(
    () =>
      client.request(apiPath(apiPaths.compraOnlineByTokenByStep, { token, step }), {
        method: "PUT",
        body: data,
        signal: options.signal,
      }),
    { message: "Error al guardar el paso de la compra", sleep: options.sleep, log: options.log },
  );
  return viewOf(json);
}

/**
 * The field messages of a refused save, by the field's dotted path ('documento',
 * 'beneficiarios.0.fechaNacimiento'; '' for the whole form), the first message of each; null
 * when the error is not a 400 with issues.
 */
export function purchaseFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issues = error.body?.issues;
  if (!issues || issues.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/**
 * The content type an employee list is sent with: by its extension first, since browsers
 * name a CSV differently (Windows says application/vnd.ms-excel), then by the type the
 * browser gives; null for anything but CSV and XLSX.
 */
export function employeeFileContentType(file: { name: string; type: string }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".csv")) return CSV_CONTENT_TYPE;
  if (name.endsWith(".xlsx")) return XLSX_CONTENT_TYPE;
  const type = file.type.split(";")[0]?.trim().toLowerCase();
  return type === CSV_CONTENT_TYPE || type === XLSX_CONTENT_TYPE ? type : null;
}

export type EmployeeLayout = "activation" | "cancellation";

/** One bad cell of a refused employee list. */
export interface EmployeeListError {
  row: number;
  column: string;
  message: string;
}

export type UploadEmployeesResult =
  | { status: "stored"; view: PurchaseView }
  | {
      status: "refused";
      /** The API's Spanish summary of the refusal. */
      message: string;
      errors: EmployeeListError[];
      /** Every error found; only the first ones are listed. */
      totalErrors: number;
    };

/** An upload may take a while on a slow line: up to 5 MB, checked row by row. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * POST /api/compra-online/{token}/colaboradores: the employee list file as the body, with its
 * content type, and the bulk-load layout its columns follow. A list with bad rows (422) is an
 * answer, not a failure: it comes back as `refused` with each bad cell; nothing is stored.
 * Not retried: the visitor chose the file and can send it again.
 */
export async function uploadEmployees(
  client: ApiClient,
  token: string,
  file: Blob & { name: string },
  layout: EmployeeLayout,
  options: { signal?: AbortSignal } = {},
): Promise<UploadEmployeesResult> {
  const contentType = employeeFileContentType(file) ?? file.type;
  try {
    const { json } = await client.request(
      apiPath(apiPaths.compraOnlineByTokenColaboradores, { token }),
      {
        method: "POST",
        query: { layout, fileName: file.name.slice(0, 120) },
        rawBody: { data: file, contentType },
        signal: options.signal,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      },
    );
    return { status: "stored", view: viewOf(json) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const refused = employeeListErrorsSchema.safeParse(error.body);
      if (refused.success) {
        return {
          status: "refused",
          message: refused.data.error,
          errors: refused.data.errors,
          totalErrors: refused.data.totalErrors,
        };
      }
    }
    throw error;
  }
}

/** The body of POST .../pago (`startPaymentRequestSchema`). */
export interface StartPaymentRequest {
  flowType: PaymentFlowType;
  aceptaCondiciones: true;
}

/**
 * POST /api/compra-online/{token}/pago: how the buyer pays, and their acceptance of the
 * plan's conditions. Answers where to send them: the provider's page (card data is typed only
 * there), or the site's confirmation for a transfer. Every try carries the same key.
 */
export async function startPayment(
  client: ApiClient,
  token: string,
  request: StartPaymentRequest,
  options: PurchaseCallOptions & { idempotencyKey?: string } = {},
): Promise<{ redirectUrl: string }> {
  const idempotencyKey = options.idempotencyKey ?? newPurchaseKey("pay");
  const { json } = await withRetry(
    () =>
      client.request(apiPath(apiPaths.compraOnlineByTokenPago, { token }), {
        method: "POST",
        body: request,
        idempotencyKey,
        signal: options.signal,
      }),
    { message: "Error al iniciar el pago", sleep: options.sleep, log: options.log },
  );
  return startPaymentAnswerSchema.parse(dataOf(json));
}
