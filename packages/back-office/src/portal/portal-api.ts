import { CSRF_HEADER } from "@qs/domain/api/back-office";
import { dataEnvelopeSchema } from "@qs/domain/api/envelope";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  type BulkLoadAnswer,
  bulkLoadAnswerSchema,
  type ClientSession,
  clientSessionSchema,
  EMPLOYEE_ADDED_MESSAGE,
  EMPLOYEE_UPDATED_MESSAGE,
  type PortalAccount,
  type PortalEmployee,
  type PortalEmployeeInput,
  type PortalPolicy,
  type PortalPolicyDetail,
  type PortalPolicyDocument,
  type PortalReferral,
  type PortalUninsured,
  portalAccountSchema,
  portalEmployeeSchema,
  portalPolicyDetailSchema,
  portalPolicyDocumentSchema,
  portalPolicySchema,
  portalReferralSchema,
  portalUninsuredSchema,
  type TaxDocumentComment,
} from "@qs/domain/api/portal";
import { z } from "zod";
import {
  commentsSchema,
  type EmployeePage,
  type EmployeeQuery,
  employeesAddress,
  employeesPageSchema,
  readAnswer,
  StaffApiError,
  UNREACHABLE,
} from "../staff-api";

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

/** A person added or their data changed: as the API now has them, and its message. */
export interface SavedEmployee {
  employee: PortalEmployee;
  message: string;
}

export interface UninsuredPage {
  people: PortalUninsured[];
  total: number;
  page: number;
  pageSize: number;
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
  /** One activation: the person stays in process until staff accept it. */
  addEmployee(id: string, input: PortalEmployeeInput, csrf: string): Promise<SavedEmployee>;
  /** A person's data (their RUT does not change). */
  updateEmployee(
    id: string,
    employeeId: number,
    input: PortalEmployeeInput,
    csrf: string,
  ): Promise<SavedEmployee>;
  /** The people the account's companies insured once and insure no more. */
  uninsured(query: { q?: string | undefined; page?: number | undefined }): Promise<UninsuredPage>;
  /** A paid period's tax-document thread, oldest first. */
  comments(id: string, period: number): Promise<TaxDocumentComment[]>;
  /** Writes in the thread; answers the whole thread. */
  comment(id: string, period: number, body: string, csrf: string): Promise<TaxDocumentComment[]>;
  /** The documents of the policy's plan (each a PDF at its `url`). */
  documents(id: string): Promise<PortalPolicyDocument[]>;
  /** The requests that named the referrer, newest first. */
  referrals(page: number): Promise<ReferralsPage>;
  /** A referral advisor asks for access; answers the API's message (the same for any address). */
  requestReferrerAccess(email: string): Promise<string>;
}

export interface ReferralsPage {
  referrals: PortalReferral[];
  total: number;
  page: number;
  pageSize: number;
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

/** A person saved, with the API's message when its metadata carries one. */
const savedEmployeeSchema = z.object({
  data: portalEmployeeSchema,
  metadata: z.looseObject({ message: z.string().optional() }).optional(),
});
const uninsuredSchema = z.object({
  data: z.array(portalUninsuredSchema),
  metadata: z.looseObject({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
const referralsSchema = z.object({
  data: z.array(portalReferralSchema),
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
      const answer = await call(
        employeesAddress(apiPath(apiPaths.portalPolizasByIdEmpleados, { id }), query),
        employeesPageSchema,
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
    addEmployee: async (id, input, csrf) => {
      const answer = await call(
        apiPath(apiPaths.portalPolizasByIdEmpleados, { id }),
        savedEmployeeSchema,
        { method: "POST", body: input, csrf },
      );
      return {
        employee: answer.data,
        message: answer.metadata?.message ?? EMPLOYEE_ADDED_MESSAGE,
      };
    },
    updateEmployee: async (id, employeeId, input, csrf) => {
      const answer = await call(
        apiPath(apiPaths.portalPolizasByIdEmpleadosByEmpleadoId, { id, empleadoId: employeeId }),
        savedEmployeeSchema,
        { method: "PUT", body: input, csrf },
      );
      return {
        employee: answer.data,
        message: answer.metadata?.message ?? EMPLOYEE_UPDATED_MESSAGE,
      };
    },
    uninsured: async (query) => {
      const params = new URLSearchParams();
      if (query.q) params.set("q", query.q);
      if (query.page && query.page > 1) params.set("page", String(query.page));
      const answer = await call(
        params.size > 0 ? `${apiPaths.portalNoAsegurados}?${params}` : apiPaths.portalNoAsegurados,
        uninsuredSchema,
      );
      const { total, page, pageSize } = answer.metadata;
      return { people: answer.data, total, page, pageSize };
    },
    comments: async (id, period) =>
      (
        await call(
          apiPath(apiPaths.portalPolizasByIdPeriodosByPeriodoComentarios, { id, periodo: period }),
          commentsSchema,
        )
      ).data,
    comment: async (id, period, body, csrf) =>
      (
        await call(
          apiPath(apiPaths.portalPolizasByIdPeriodosByPeriodoComentarios, { id, periodo: period }),
          commentsSchema,
          { method: "POST", body: { body }, csrf },
        )
      ).data,
    documents: async (id) =>
      (
        await call(
          apiPath(apiPaths.portalPolizasByIdDocumentos, { id }),
          dataEnvelopeSchema(z.array(portalPolicyDocumentSchema)),
        )
      ).data,
    referrals: async (page) => {
      const answer = await call(
        page > 1 ? `${apiPaths.portalReferidos}?page=${page}` : apiPaths.portalReferidos,
        referralsSchema,
      );
      const { total, pageSize } = answer.metadata;
      return { referrals: answer.data, total, page: answer.metadata.page, pageSize };
    },
    requestReferrerAccess: async (email) =>
      (
        await call(apiPaths.accesoClientesReferidores, z.object({ message: z.string() }), {
          method: "POST",
          body: { email },
        })
      ).message,
  };
}
