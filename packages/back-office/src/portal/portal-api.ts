import { CSRF_HEADER } from "@qs/domain/api/back-office";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  type BulkLoadAnswer,
  bulkLoadAnswerSchema,
  type ClientSession,
  clientSessionSchema,
  type PortalAccount,
  type PortalEmployee,
  type PortalPolicy,
  type PortalPolicyDetail,
  portalAccountSchema,
  portalEmployeeSchema,
  portalPolicyDetailSchema,
  portalPolicySchema,
} from "@qs/domain/api/portal";
import { z } from "zod";
import { readAnswer, StaffApiError, UNREACHABLE } from "../staff-api";

/**
 * The portal's calls to the API, on the back office's origin (its server forwards `/api/`), so
 * the client's session cookie goes with every call. A change carries the session's
 * anti-forgery token; answers are checked with the domain's schemas. A refusal is a
 * `StaffApiError` (status, the API's Spanish message, its code, and for a refused list its
 * cells in `cells`).
 */

export interface BulkLoadCell {
  row: number;
  column: string;
  message: string;
}

/** A list refused cell by cell (422). */
export class RefusedListError extends StaffApiError {
  constructor(
    message: string,
    readonly cells: BulkLoadCell[],
    readonly total: number,
  ) {
    super(422, message);
    this.name = "RefusedListError";
  }
}

export interface EmployeePage {
  employees: PortalEmployee[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EmployeeQuery {
  q?: string | undefined;
  estado?: "ACTIVE" | "INACTIVE" | "TODOS" | undefined;
  page?: number | undefined;
}

export interface PortalApi {
  session(): Promise<ClientSession>;
  signIn(email: string, password: string): Promise<ClientSession>;
  /** Sets the password with the e-mailed link's token; answers a session. */
  setPassword(token: string, password: string): Promise<ClientSession>;
  signOut(csrf: string): Promise<void>;
  policies(): Promise<PortalPolicy[]>;
  policy(id: string): Promise<PortalPolicyDetail>;
  employees(id: string, query: EmployeeQuery): Promise<EmployeePage>;
  accounts(): Promise<PortalAccount[]>;
  /** Creates an account for the company; answers the company's accounts. */
  createAccount(
    account: { email: string; name: string; role: string },
    csrf: string,
  ): Promise<PortalAccount[]>;
  bulkLoad(
    id: string,
    layout: "activation" | "cancellation",
    file: File,
    csrf: string,
  ): Promise<BulkLoadAnswer>;
}

/** The address of a policy's whole payroll as CSV (the browser downloads it with the session). */
export const payrollExportUrl = (policyId: string) =>
  apiPath(apiPaths.portalPolizasByIdEmpleadosExportar, { id: policyId });

/** The address of a paid period's tax document (the browser downloads it with the session). */
export const taxDocumentUrl = (policyId: string, period: number) =>
  apiPath(apiPaths.portalPolizasByIdPeriodosByPeriodoDocumentoTributario, {
    id: policyId,
    periodo: period,
  });

const employeesSchema = listEnvelopeSchema(portalEmployeeSchema).extend({
  metadata: z.looseObject({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
const refusedListSchema = z.object({
  error: z.string(),
  errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
  totalErrors: z.number().int(),
});

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The API's calls through `fetch` (a test or a story passes its own). */
export function createPortalApi(fetcher: typeof fetch = (...args) => fetch(...args)): PortalApi {
  async function call<T>(
    path: string,
    schema: z.ZodType<T> | null,
    init: { method?: string; body?: unknown; csrf?: string; file?: File } = {},
  ): Promise<T> {
    let response: Response;
    const method = init.method ?? "GET";
    const type = init.file
      ? init.file.name.toLowerCase().endsWith(".xlsx")
        ? XLSX
        : CSV
      : "application/json";
    try {
      response = await fetcher(path, {
        method,
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          ...(init.body === undefined && !init.file ? {} : { "Content-Type": type }),
          ...(init.csrf ? { [CSRF_HEADER]: init.csrf } : {}),
          ...(method !== "GET" ? { "X-Country": "CO", "x-qpversion": "portal" } : {}),
        },
        ...(init.file
          ? { body: init.file }
          : init.body === undefined
            ? {}
            : { body: JSON.stringify(init.body) }),
      });
    } catch {
      throw new StaffApiError(UNREACHABLE, "");
    }
    return readAnswer(response, schema, (status, body) => {
      const list = status === 422 ? refusedListSchema.safeParse(body) : null;
      return list?.success
        ? new RefusedListError(list.data.error, list.data.errors, list.data.totalErrors)
        : null;
    });
  }

  return {
    session: () => call(apiPaths.accesoClientesSesion, clientSessionSchema),
    signIn: (email, password) =>
      call(apiPaths.accesoClientesSesion, clientSessionSchema, {
        method: "POST",
        body: { email, password },
      }),
    setPassword: (token, password) =>
      call(apiPaths.accesoClientesContrasena, clientSessionSchema, {
        method: "POST",
        body: { token, password },
      }),
    signOut: (csrf) => call(apiPaths.accesoClientesSesion, null, { method: "DELETE", csrf }),
    policies: async () =>
      (await call(apiPaths.portalPolizas, dataEnvelopeSchema(z.array(portalPolicySchema)))).data,
    policy: async (id) =>
      (
        await call(
          apiPath(apiPaths.portalPolizasById, { id }),
          dataEnvelopeSchema(portalPolicyDetailSchema),
        )
      ).data,
    employees: async (id, query) => {
      const params = new URLSearchParams();
      if (query.q) params.set("q", query.q);
      if (query.estado) params.set("estado", query.estado);
      if (query.page && query.page > 1) params.set("page", String(query.page));
      const suffix = params.size > 0 ? `?${params}` : "";
      const answer = await call(
        `${apiPath(apiPaths.portalPolizasByIdEmpleados, { id })}${suffix}`,
        employeesSchema,
      );
      return { employees: answer.data, ...answer.metadata };
    },
    accounts: async () =>
      (await call(apiPaths.portalCuentas, dataEnvelopeSchema(z.array(portalAccountSchema)))).data,
    createAccount: async (account, csrf) =>
      (
        await call(apiPaths.portalCuentas, dataEnvelopeSchema(z.array(portalAccountSchema)), {
          method: "POST",
          body: account,
          csrf,
        })
      ).data,
    bulkLoad: async (id, layout, file, csrf) =>
      (
        await call(
          `${apiPath(apiPaths.portalPolizasByIdCargas, { id })}?layout=${layout}`,
          dataEnvelopeSchema(bulkLoadAnswerSchema),
          { method: "POST", file, csrf },
        )
      ).data,
  };
}
