import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema, INVALID_DATA_MESSAGE } from "@qs/domain/api/error-body";
import { apiPaths } from "@qs/domain/api/paths";
import {
  EMPLOYEE_CANCELLATION_IN_PURCHASE_MESSAGE,
  employeeListErrorsSchema,
  PURCHASE_ALREADY_PAID_MESSAGE,
  PURCHASE_NOT_FOUND_MESSAGE,
  PURCHASE_STEP_CLOSED_MESSAGE,
  purchaseTokenParamsSchema,
  purchaseViewSchema,
} from "@qs/domain/api/purchase";
import { clientKeyOf } from "@qs/visitor-address/client-address";
import { eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { purchaseDrafts, purchaseEmployees } from "../../db/schema";
import { clientAddress } from "../../http/client-identity";
import { honoPath, type Router } from "../../http/define-route";
import { refusalOf } from "../../http/domain-errors";
import {
  CSV_TYPE,
  EMPLOYEE_FILE_TOO_LARGE_MESSAGE,
  EMPLOYEE_FILE_TYPE_MESSAGE,
  EMPLOYEE_LAYOUT_MESSAGE,
  EMPLOYEE_LIST_REFUSED_MESSAGE,
  employeeLayoutSchema,
  employeeUploadLimit,
  readEmployeeUpload,
  uploadKind,
  XLSX_TYPE,
} from "../../http/employee-upload";
import { NO_STORE } from "../../http/private-reply";
import { HttpError } from "../../http/reply";
import { countRequest } from "../../platform/rate-limit";
import type { ServerDeps } from "../../server-deps";
import { PURCHASE_STEP_ABSENT_MESSAGE } from "./purchase-routes";
import {
  countryCodeOf,
  draftById,
  draftByToken,
  type EmployeeSummary,
  leadStateAfterSaving,
  paymentStateOf,
  requireNoPaymentUnderWay,
  stepIsOpen,
  syncPurchaseLead,
  touchDraft,
} from "./purchase-store";
import { readPurchaseView } from "./purchase-view";

/**
 * The employee list of a company purchase: the file itself is the body (CSV, or an XLSX
 * workbook), up to 5 MB, so this one path has a body limit of its own instead of the API's
 * 64 KB. The file is read and every row checked against the chosen bulk-load layout before
 * anything is written: a list with any bad cell answers 422 with each one (row, column,
 * Spanish message) and stores nothing; a good one replaces the draft's list in one
 * transaction.
 */

const EMPLOYEE_FILE_PATH = honoPath(apiPaths.compraOnlineByTokenColaboradores);
/** Rows written per statement. */
const INSERT_BATCH = 500;

const layoutSchema = employeeLayoutSchema;

/** Whether a request is an employee-list upload (it skips the API's 64 KB body limit). */
export function isEmployeeFileUpload(c: Context): boolean {
  return c.req.method === "POST" && /^\/api\/compra-online\/[^/]+\/colaboradores$/.test(c.req.path);
}

/** The name the list is shown with: the `fileName` parameter, else a name for its kind. */
function fileNameOf(raw: string | undefined, kind: string): string {
  const name = (raw ?? "")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "")
    .trim()
    .slice(0, 120);
  return name || (kind === CSV_TYPE ? "nomina.csv" : "nomina.xlsx");
}

export function registerPurchaseUploadRoute(app: Hono, router: Router, deps: ServerDeps): void {
  router.record({
    method: "post",
    path: apiPaths.compraOnlineByTokenColaboradores,
    summary: "Uploads the employee list of a company purchase (CSV or XLSX, up to 5 MB)",
    description:
      "The body is the file (`Content-Type: text/csv` or the XLSX type); `layout` = activation (altas) or cancellation (bajas), the bulk-load layout its columns follow; `fileName` is the name shown back. Every row is checked before anything is stored: 422 lists each bad cell (row, column, Spanish message; the first 500, with `totalErrors`). 409 until the company step is saved, while a payment is under way, or once the purchase is paid, and for a cancellation (bajas) list, which a new purchase does not take; 413 over 5 MB; 415 for another file type.",
    tag: "Purchase",
    idempotent: false,
    rateLimit: "purchases",
    rawBody: { contentTypes: [CSV_TYPE, XLSX_TYPE], description: "The employee list file" },
    params: purchaseTokenParamsSchema,
    query: z.object({ layout: layoutSchema, fileName: z.string().max(120).optional() }),
    responses: {
      200: { description: "Stored", schema: dataEnvelopeSchema(purchaseViewSchema) },
      404: { description: PURCHASE_NOT_FOUND_MESSAGE, schema: errorBodySchema },
      409: {
        description: `${PURCHASE_STEP_CLOSED_MESSAGE}; ${PURCHASE_ALREADY_PAID_MESSAGE}`,
        schema: errorBodySchema,
      },
      413: { description: EMPLOYEE_FILE_TOO_LARGE_MESSAGE, schema: errorBodySchema },
      415: { description: EMPLOYEE_FILE_TYPE_MESSAGE, schema: errorBodySchema },
      422: { description: EMPLOYEE_LIST_REFUSED_MESSAGE, schema: employeeListErrorsSchema },
    },
  });
  app.post(EMPLOYEE_FILE_PATH, employeeUploadLimit(), async (c) => {
    try {
      return await uploadEmployeeFile(c, deps);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        return c.json(refusal.body, refusal.status as 400, { ...NO_STORE, ...refusal.headers });
      }
      throw error;
    }
  });
}

async function uploadEmployeeFile(c: Context, deps: ServerDeps): Promise<Response> {
  const token = purchaseTokenParamsSchema.safeParse({ token: c.req.param("token") });
  if (!token.success) return c.json({ error: PURCHASE_NOT_FOUND_MESSAGE }, 404, NO_STORE);
  const layout = layoutSchema.safeParse(c.req.query("layout"));
  if (!layout.success) {
    return c.json(
      {
        error: INVALID_DATA_MESSAGE,
        issues: [{ path: "layout", message: EMPLOYEE_LAYOUT_MESSAGE }],
      },
      400,
      NO_STORE,
    );
  }
  const kind = uploadKind(c.req.header("content-type"));
  if (!kind) return c.json({ error: EMPLOYEE_FILE_TYPE_MESSAGE }, 415, NO_STORE);
  const now = deps.clock.now();
  const { db, config } = deps;

  // The cheap refusals first: the draft, its state and its step, before the file is read.
  const draft = await draftByToken(db.orm, token.data.token, now);
  const state = await paymentStateOf(db.orm, draft.id);
  if (state.order || state.payment?.state === "OK") {
    return c.json({ error: PURCHASE_ALREADY_PAID_MESSAGE }, 409, NO_STORE);
  }
  requireNoPaymentUnderWay(state.payment);
  // A new purchase insures the employees listed; removing employees is done on a policy in force,
  // never billed here as if they were new ones.
  if (layout.data === "cancellation") {
    return c.json({ error: EMPLOYEE_CANCELLATION_IN_PURCHASE_MESSAGE }, 409, NO_STORE);
  }
  const open = stepIsOpen(draft, "employees");
  if (open !== "open") {
    const message = open === "absent" ? PURCHASE_STEP_ABSENT_MESSAGE : PURCHASE_STEP_CLOSED_MESSAGE;
    return c.json({ error: message }, 409, NO_STORE);
  }
  await countRequest(
    db.orm,
    config,
    "purchases",
    clientKeyOf(clientAddress(c, deps.state.clientIdentity)),
    now,
  );

  const upload = await readEmployeeUpload(c, kind, layout.data);
  if ("refusal" in upload) return upload.refusal;
  const result = upload;
  const summary: EmployeeSummary = {
    fileName: fileNameOf(c.req.query("fileName"), kind),
    layout: layout.data,
    rowCount: result.rows.length,
    uploadedAt: now.toISOString(),
  };
  const view = await db.transaction(async (tx) => {
    const locked = await draftByToken(tx, token.data.token, now, true);
    const again = await paymentStateOf(tx, locked.id);
    if (again.order || again.payment?.state === "OK") {
      throw new HttpError(409, { error: PURCHASE_ALREADY_PAID_MESSAGE });
    }
    requireNoPaymentUnderWay(again.payment);
    await tx.delete(purchaseEmployees).where(eq(purchaseEmployees.draftId, locked.id));
    for (let start = 0; start < result.rows.length; start += INSERT_BATCH) {
      await tx.insert(purchaseEmployees).values(
        result.rows.slice(start, start + INSERT_BATCH).map((row, index) => ({
          draftId: locked.id,
          position: start + index + 1,
          data: row,
        })),
      );
    }
    await tx
      .update(purchaseDrafts)
      .set({ employees: summary })
      .where(eq(purchaseDrafts.id, locked.id));
    await touchDraft(tx, locked.id, config.purchaseDraftDays, now);
    const saved = await draftById(tx, locked.id);
    await syncPurchaseLead(tx, saved, {
      key: "employees",
      data: null,
      state: leadStateAfterSaving(saved, "employees"),
      now,
    });
    return readPurchaseView(tx, await draftById(tx, locked.id), token.data.token);
  });
  return c.json(
    { data: view, metadata: { demo: true, country: countryCodeOf(draft.countryId) } },
    200,
    NO_STORE,
  );
}
