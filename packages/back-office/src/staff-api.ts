import {
  type BackOfficeCompanyGroup,
  type BackOfficeLeadsQuery,
  type BackOfficeOrdersQuery,
  type BackOfficePoliciesQuery,
  type BackOfficePolicy,
  type BackOfficePolicyDetail,
  backOfficeCompanyGroupSchema,
  backOfficeLeadDetailSchema,
  backOfficeLeadSchema,
  backOfficeMailSchema,
  backOfficeOrderRowSchema,
  backOfficePartnerSchema,
  backOfficePolicyDetailSchema,
  backOfficePolicySchema,
  CSRF_HEADER,
  type MovementDecision,
  movementDecisionAnswerSchema,
  type partnerChangeSchema,
  partnerTokenSchema,
  type StaffSession,
  type StaffSignInAnswer,
  staffAccountSchema,
  staffAuditEntrySchema,
  staffSessionSchema,
  staffSignInAnswerSchema,
} from "@qs/domain/api/back-office";
import {
  backOfficeChatConversationSchema,
  backOfficeChatDetailSchema,
  type backOfficeChatListQuerySchema,
  backOfficeChatMessageSchema,
} from "@qs/domain/api/chat";
import { dataEnvelopeSchema, listEnvelopeSchema } from "@qs/domain/api/envelope";
import { errorBodySchema, type ValidationIssue } from "@qs/domain/api/error-body";
import { partnerHtmlSchema } from "@qs/domain/api/partner";
import { apiPath, apiPaths } from "@qs/domain/api/paths";
import {
  type EmployeeListFilter,
  type PortalEmployee,
  portalEmployeeSchema,
  type TaxDocumentComment,
  taxDocumentCommentSchema,
} from "@qs/domain/api/portal";
import { z } from "zod";

/**
 * The back office's calls to the API, on its own origin (its server forwards `/api/`), so the
 * session cookie goes with every call and no other origin is involved. A change carries the
 * session's anti-forgery token; answers are checked with the domain's schemas.
 */

/** A refusal as the API wrote it: its Spanish message, its code and its field issues. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = "StaffApiError";
  }
}

/** The message shown when the server cannot be reached or answers nonsense. */
export const UNREACHABLE = 0;

export interface StaffApi {
  session(): Promise<StaffSession>;
  /** A session, or (ADMINISTRADOR, GERENTE) the second factor's step. */
  signIn(email: string, password: string): Promise<StaffSignInAnswer>;
  changePassword(body: {
    email: string;
    currentPassword: string;
    newPassword: string;
  }): Promise<StaffSignInAnswer>;
  /** Asks for a password reset link by e-mail (the answer is the same for any address). */
  requestPasswordReset(email: string): Promise<void>;
  /** A new password with a reset link's token: a session, or the second factor's step. */
  resetPassword(token: string, newPassword: string): Promise<StaffSignInAnswer>;
  /** The authenticator app's code for the step a right password opened. */
  secondFactor(challenge: string, code: string): Promise<StaffSession>;
  signOut(csrf: string): Promise<void>;
  leads(query: BackOfficeLeadsQuery): Promise<LeadPage>;
  lead(id: string): Promise<LeadDetail>;
  assign(id: string, to: string | null, csrf: string): Promise<LeadDetail>;
  changeStatus(
    id: string,
    change: { statusId: number; subStatusId: number | null; failureReasonId: number | null },
    csrf: string,
  ): Promise<LeadDetail>;
  audit(query: AuditQuery): Promise<AuditPage>;
  orders(query: BackOfficeOrdersQuery): Promise<OrdersPage>;
  confirmTransfer(orderNumber: string, csrf: string): Promise<void>;
  /** What was written to an address, newest first, with each message's delivery state. */
  mail(to: string): Promise<MailMessage[]>;
  partners(): Promise<Partner[]>;
  changePartner(id: number, change: PartnerChange, csrf: string): Promise<Partner>;
  previewPartnerHtml(html: PartnerHtml, csrf: string): Promise<PartnerHtml>;
  rotatePartnerToken(id: number, csrf: string): Promise<string>;
  staffAccounts(): Promise<StaffAccount[]>;
  changeStaffAccount(
    id: number,
    change: { active?: boolean; unlock?: true; resetSecondFactor?: true },
    csrf: string,
  ): Promise<StaffAccount>;
  chats(queue?: ChatQueue): Promise<ChatSummary[]>;
  chat(id: string): Promise<ChatDetail>;
  replyChat(id: string, body: string, csrf: string): Promise<ChatMessage>;
  closeChat(id: string, csrf: string): Promise<ChatDetail>;
  /** Hands the conversation to the advisor with that e-mail. */
  handOverChat(id: string, to: string, csrf: string): Promise<ChatDetail>;
  /** The conversation's messages as they are stored (Server-Sent Events); returns how to stop. */
  watchChat(
    id: string,
    onMessage: (message: ChatMessage) => void,
    onClosed: () => void,
  ): () => void;
  /** The clients' policies of the member's markets; `movimientos: "pendientes"` keeps those waiting. */
  policies(query: BackOfficePoliciesQuery): Promise<PoliciesPage>;
  policy(id: string): Promise<BackOfficePolicyDetail>;
  /** A policy's payroll, as the portal lists it (`estado: "EN_PROCESO"`: the movements waiting). */
  policyEmployees(id: string, query: EmployeeQuery): Promise<EmployeePage>;
  /** Accepts or declines movements in process, each named by its employee's id. */
  decideMovements(id: string, decision: MovementDecision, csrf: string): Promise<MovementAnswer>;
  /** A paid period's tax-document thread, oldest first. */
  taxDocumentComments(id: string, period: number): Promise<TaxDocumentComment[]>;
  /** The team's answer in a thread; answers the whole thread. */
  answerTaxDocument(
    id: string,
    period: number,
    body: string,
    csrf: string,
  ): Promise<TaxDocumentComment[]>;
  /** Annuls a paid period's tax document or makes it active again; answers the policy. */
  setTaxDocumentState(
    id: string,
    period: number,
    state: "ACTIVE" | "CANCELLED",
    csrf: string,
  ): Promise<BackOfficePolicyDetail>;
  /** The policy's company and its enterprise group (null until it has one). */
  companyGroup(id: string): Promise<BackOfficeCompanyGroup>;
  /** Forms a group with the policy's company; answers the group. */
  formGroup(id: string, name: string, csrf: string): Promise<BackOfficeCompanyGroup>;
  /** Joins a client company, by its tax id, to the policy's group; answers the group. */
  joinGroup(id: string, identification: string, csrf: string): Promise<BackOfficeCompanyGroup>;
  /** Gives the policy's group an administrator (e-mailed a link); answers the group. */
  addGroupAdministrator(
    id: string,
    person: { email: string; name: string },
    csrf: string,
  ): Promise<BackOfficeCompanyGroup>;
}

export type AuditEntry = z.infer<typeof staffAuditEntrySchema>;
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export interface AuditQuery {
  member?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}
export type OrderRow = z.infer<typeof backOfficeOrderRowSchema>;
export interface OrdersPage {
  orders: OrderRow[];
  page: number;
  pageSize: number;
  total: number;
}
export interface PoliciesPage {
  policies: BackOfficePolicy[];
  page: number;
  pageSize: number;
  total: number;
}
export type MovementAnswer = z.infer<typeof movementDecisionAnswerSchema>;

/** A policy's payroll, narrowed as the portal and the back office both list it. */
export interface EmployeeQuery {
  q?: string | undefined;
  estado?: EmployeeListFilter | undefined;
  page?: number | undefined;
}
export interface EmployeePage {
  employees: PortalEmployee[];
  total: number;
  page: number;
  pageSize: number;
}
export type MailMessage = z.infer<typeof backOfficeMailSchema>;
export type Partner = z.infer<typeof backOfficePartnerSchema>;
export type PartnerChange = z.input<typeof partnerChangeSchema>;
export interface PartnerHtml {
  headerHtml: string | null;
  footerHtml: string | null;
}
export type ChatSummary = z.infer<typeof backOfficeChatConversationSchema>;
export type ChatDetail = z.infer<typeof backOfficeChatDetailSchema>;
export type ChatMessage = z.infer<typeof backOfficeChatMessageSchema>;
/** Which conversations the console lists: every one, the member's, or nobody's yet. */
export type ChatQueue = z.infer<typeof backOfficeChatListQuerySchema>["queue"];

export type InboxLead = z.infer<typeof backOfficeLeadSchema>;
export type LeadDetail = z.infer<typeof backOfficeLeadDetailSchema>;
export interface LeadPage {
  leads: InboxLead[];
  page: number;
  pageSize: number;
  total: number;
  /** More leads than `total` (the API counts up to 10,000): the member narrows the filters. */
  more: boolean;
}

const pageSchema = listEnvelopeSchema(backOfficeLeadSchema).extend({
  metadata: z.looseObject({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    more: z.boolean().optional(),
  }),
});
const leadSchema = dataEnvelopeSchema(backOfficeLeadDetailSchema);
const chatListSchema = listEnvelopeSchema(backOfficeChatConversationSchema);
const pagedMetadata = z.looseObject({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
const auditSchema = listEnvelopeSchema(staffAuditEntrySchema).extend({ metadata: pagedMetadata });
const ordersSchema = listEnvelopeSchema(backOfficeOrderRowSchema).extend({
  metadata: pagedMetadata,
});
const groupSchema = z.object({ data: backOfficeCompanyGroupSchema });
const policiesSchema = z.object({
  data: z.array(backOfficePolicySchema),
  metadata: pagedMetadata,
});
/** A payroll's page (the portal's list and the back office's are the same answer). */
export const employeesPageSchema = z.object({
  data: z.array(portalEmployeeSchema),
  metadata: pagedMetadata,
});
/** A tax document's whole thread, as reading it or writing in it answers. */
export const commentsSchema = z.object({ data: z.array(taxDocumentCommentSchema) });

/** A payroll's address with its search, filter and page (the first page left implicit). */
export function employeesAddress(path: string, query: EmployeeQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.estado) params.set("estado", query.estado);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params.size > 0 ? `${path}?${params}` : path;
}
const chatSchema = dataEnvelopeSchema(backOfficeChatDetailSchema);
const chatMessageSchema = dataEnvelopeSchema(backOfficeChatMessageSchema);

/**
 * An answer of the API checked with `schema` (null: taken as it is); a refusal thrown as a
 * `StaffApiError` with the API's Spanish message, code and issues (`refused` may read a
 * richer refusal first); an answer that does not parse is the server's, shown as unreachable.
 */
export async function readAnswer<T>(
  response: Response,
  schema: z.ZodType<T> | null,
  refused?: (status: number, body: unknown) => StaffApiError | null,
): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const special = refused?.(response.status, body);
    if (special) throw special;
    const refusal = errorBodySchema.safeParse(body);
    if (!refusal.success) throw new StaffApiError(response.status, "");
    throw new StaffApiError(
      response.status,
      refusal.data.error,
      refusal.data.code,
      refusal.data.issues,
    );
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new StaffApiError(UNREACHABLE, "");
  return parsed.data;
}

/** The API's calls through `fetch` (a test or a story passes its own). */
export function createStaffApi(fetcher: typeof fetch = (...args) => fetch(...args)): StaffApi {
  async function call<T>(
    path: string,
    schema: z.ZodType<T> | null,
    init: { method?: string; body?: unknown; csrf?: string } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(path, {
        method: init.method ?? "GET",
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(init.csrf ? { [CSRF_HEADER]: init.csrf } : {}),
          ...(init.method && init.method !== "GET"
            ? { "X-Country": "CO", "x-qpversion": "back-office" }
            : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch {
      throw new StaffApiError(UNREACHABLE, "");
    }
    return readAnswer(response, schema);
  }

  /** A query string of the values given, empty ones left out. */
  const search = (values: object) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined && value !== "") params.set(key, String(value));
    }
    return params.toString();
  };

  return {
    session: () => call(apiPaths.accesoPersonalSesion, staffSessionSchema),
    signIn: (email, password) =>
      call(apiPaths.accesoPersonalSesion, staffSignInAnswerSchema, {
        method: "POST",
        body: { email, password },
      }),
    changePassword: (body) =>
      call(apiPaths.accesoPersonalContrasena, staffSignInAnswerSchema, { method: "POST", body }),
    requestPasswordReset: async (email) => {
      await call(apiPaths.accesoPersonalRecuperar, null, { method: "POST", body: { email } });
    },
    resetPassword: (token, newPassword) =>
      call(apiPaths.accesoPersonalRestablecer, staffSignInAnswerSchema, {
        method: "POST",
        body: { token, newPassword },
      }),
    secondFactor: (challenge, code) =>
      call(apiPaths.accesoPersonalSegundoFactor, staffSessionSchema, {
        method: "POST",
        body: { challenge, code },
      }),
    signOut: (csrf) => call(apiPaths.accesoPersonalSesion, null, { method: "DELETE", csrf }),
    async leads(query) {
      const answer = await call(`${apiPaths.backOfficeLeads}?${search(query)}`, pageSchema);
      const { page, pageSize, total, more } = answer.metadata;
      return { leads: answer.data, page, pageSize, total, more: more ?? false };
    },
    lead: async (id) =>
      (await call(apiPath(apiPaths.backOfficeLeadsById, { id }), leadSchema)).data,
    assign: async (id, to, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficeLeadsByIdAsignacion, { id }), leadSchema, {
          method: "POST",
          body: { to },
          csrf,
        })
      ).data,
    changeStatus: async (id, change, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficeLeadsByIdEstado, { id }), leadSchema, {
          method: "PATCH",
          body: change,
          csrf,
        })
      ).data,
    async audit(query) {
      const answer = await call(
        `${apiPaths.backOfficeAuditoria}?${search({ ...query, pageSize: 50 })}`,
        auditSchema,
      );
      const { page, pageSize, total } = answer.metadata;
      return { entries: answer.data, page, pageSize, total };
    },
    async orders(query) {
      const answer = await call(`${apiPaths.backOfficePedidos}?${search(query)}`, ordersSchema);
      const { page, pageSize, total } = answer.metadata;
      return { orders: answer.data, page, pageSize, total };
    },
    confirmTransfer: async (orderNumber, csrf) => {
      await call(
        apiPath(apiPaths.backOfficePedidosByOrderNumberConfirmarTransferencia, { orderNumber }),
        null,
        { method: "POST", csrf },
      );
    },
    mail: async (to) =>
      (
        await call(
          `${apiPaths.backOfficeCorreos}?${search({ to })}`,
          listEnvelopeSchema(backOfficeMailSchema),
        )
      ).data,
    partners: async () =>
      (await call(apiPaths.backOfficePartners, listEnvelopeSchema(backOfficePartnerSchema))).data,
    changePartner: async (id, change, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePartnersById, { id }),
          dataEnvelopeSchema(backOfficePartnerSchema),
          { method: "PATCH", body: change, csrf },
        )
      ).data,
    previewPartnerHtml: async (html, csrf) =>
      (
        await call(apiPaths.backOfficePartnersPreview, dataEnvelopeSchema(partnerHtmlSchema), {
          method: "POST",
          body: html,
          csrf,
        })
      ).data,
    rotatePartnerToken: async (id, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePartnersByIdToken, { id }),
          dataEnvelopeSchema(partnerTokenSchema),
          { method: "POST", csrf },
        )
      ).data.token,
    staffAccounts: async () =>
      (await call(apiPaths.backOfficePersonal, listEnvelopeSchema(staffAccountSchema))).data,
    changeStaffAccount: async (id, change, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePersonalById, { id }),
          dataEnvelopeSchema(staffAccountSchema),
          { method: "PATCH", body: change, csrf },
        )
      ).data,
    chats: async (queue = "all") =>
      (await call(`${apiPaths.backOfficeChatConversations}?${search({ queue })}`, chatListSchema))
        .data,
    chat: async (id) =>
      (await call(apiPath(apiPaths.backOfficeChatConversationsById, { id }), chatSchema)).data,
    replyChat: async (id, body, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficeChatConversationsByIdMessages, { id }),
          chatMessageSchema,
          { method: "POST", body: { body }, csrf },
        )
      ).data,
    closeChat: async (id, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficeChatConversationsByIdCerrar, { id }), chatSchema, {
          method: "POST",
          csrf,
        })
      ).data,
    handOverChat: async (id, to, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficeChatConversationsByIdTraspaso, { id }), chatSchema, {
          method: "POST",
          body: { to },
          csrf,
        })
      ).data,
    watchChat(id, onMessage, onClosed) {
      if (typeof EventSource === "undefined") return () => {};
      const source = new EventSource(
        apiPath(apiPaths.backOfficeChatConversationsByIdEvents, { id }),
      );
      source.addEventListener("message", (event) => {
        const parsed = backOfficeChatMessageSchema.safeParse(
          JSON.parse((event as MessageEvent<string>).data),
        );
        if (parsed.success) onMessage(parsed.data);
      });
      source.addEventListener("closed", () => {
        source.close();
        onClosed();
      });
      return () => source.close();
    },
    async policies(query) {
      const answer = await call(`${apiPaths.backOfficePolizas}?${search(query)}`, policiesSchema);
      const { page, pageSize, total } = answer.metadata;
      return { policies: answer.data, page, pageSize, total };
    },
    policy: async (id) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasById, { id }),
          z.object({ data: backOfficePolicyDetailSchema }),
        )
      ).data,
    async policyEmployees(id, query) {
      const answer = await call(
        employeesAddress(apiPath(apiPaths.backOfficePolizasByIdEmpleados, { id }), query),
        employeesPageSchema,
      );
      return { employees: answer.data, ...answer.metadata };
    },
    decideMovements: async (id, decision, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasByIdMovimientos, { id }),
          z.object({ data: movementDecisionAnswerSchema }),
          { method: "POST", body: decision, csrf },
        )
      ).data,
    taxDocumentComments: async (id, period) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasByIdPeriodosByPeriodoComentarios, {
            id,
            periodo: period,
          }),
          commentsSchema,
        )
      ).data,
    setTaxDocumentState: async (id, period, state, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasByIdPeriodosByPeriodoDocumentoTributario, {
            id,
            periodo: period,
          }),
          z.object({ data: backOfficePolicyDetailSchema }),
          { method: "PUT", body: { state }, csrf },
        )
      ).data,
    companyGroup: async (id) =>
      (await call(apiPath(apiPaths.backOfficePolizasByIdGrupo, { id }), groupSchema)).data,
    formGroup: async (id, name, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficePolizasByIdGrupo, { id }), groupSchema, {
          method: "POST",
          body: { name },
          csrf,
        })
      ).data,
    joinGroup: async (id, identification, csrf) =>
      (
        await call(apiPath(apiPaths.backOfficePolizasByIdGrupoEmpresas, { id }), groupSchema, {
          method: "POST",
          body: { identification },
          csrf,
        })
      ).data,
    addGroupAdministrator: async (id, person, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasByIdGrupoAdministradores, { id }),
          groupSchema,
          { method: "POST", body: person, csrf },
        )
      ).data,
    answerTaxDocument: async (id, period, body, csrf) =>
      (
        await call(
          apiPath(apiPaths.backOfficePolizasByIdPeriodosByPeriodoComentarios, {
            id,
            periodo: period,
          }),
          commentsSchema,
          { method: "POST", body: { body }, csrf },
        )
      ).data,
  };
}
