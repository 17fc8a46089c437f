import { z } from "zod";
import { COUNTRY_CODES } from "../market-countries";
import { isPartnerOrigin } from "../partner";
import { PASSWORD_MAX_LENGTH, STAFF_ACCOUNT_MESSAGES } from "../staff-password";
import { MAX_EMAIL_LENGTH } from "./input-bounds";
import { portalPolicyDetailSchema, portalPolicySchema } from "./portal";

/**
 * The back office as the API serves it to members of staff (`/api/back-office/`): leads by
 * e-mail, one lead with its orders, a lead's status change, the mail outbox of an address,
 * the confirmation of a non-automated transfer and, for administrators, the staff audit.
 * Every call carries the session cookie of a signed-in member (and, for a change, its
 * anti-forgery token) or, for machines, `Authorization: Bearer <staff token>`; what a role
 * may do and which
 * countries it reaches is `@qs/domain/staff-access`. A record of a country the member does
 * not work answers as if it did not exist.
 */

export const STAFF_TOKEN_REQUIRED_MESSAGE = "Falta el código de acceso del personal";
export const STAFF_TOKEN_INVALID_MESSAGE = "El código de acceso del personal no es válido";
export const STAFF_FORBIDDEN_MESSAGE = "Tu rol no tiene permiso para esta acción";
export const ORDER_NOT_FOUND_MESSAGE = "Pedido no encontrado";
export const ORDER_NOT_PENDING_TRANSFER_MESSAGE =
  "Este pedido no es una transferencia pendiente de confirmación";
export const FAILURE_REASON_NOT_APPLICABLE_MESSAGE =
  "El motivo de fallo no corresponde a ese subestado, tipo de solicitud o país";

const id = z.number().int().positive().max(2_147_483_647);

/** PATCH /api/back-office/leads/{id}/estado. */
export const leadStatusChangeRequestSchema = z.object({
  statusId: id,
  subStatusId: id.nullish(),
  failureReasonId: id.nullish(),
});

export const backOfficeLeadParamsSchema = z.object({
  id: z.uuid({ error: "Solicitud no encontrada" }),
});

const emailParam = z
  .email({ error: "Ingresa un correo electrónico válido" })
  .max(MAX_EMAIL_LENGTH, "Ingresa un correo electrónico válido");

/**
 * The inbox's queues: the member's own, the unassigned leads an advisor may take, and the
 * team's (every advisor's, for whoever holds `lead:read-team`).
 */
export const INBOX_QUEUES = ["mine", "unassigned", "team"] as const;
export type InboxQueue = (typeof INBOX_QUEUES)[number];

/** The most leads a queue counts and pages through (a deeper page asks for narrower filters). */
export const INBOX_MAX_LEADS = 10_000;
export const INBOX_TOO_DEEP_MESSAGE =
  "La bandeja muestra hasta 10.000 solicitudes: afina los filtros para ver las demás";

/** Where a lead came from: the request it began as. */
export const LEAD_ORIGINS = ["plan", "additionalInsurance", "contact", "purchase"] as const;

const DATE_MESSAGE = "Ingresa una fecha válida (AAAA-MM-DD)";
const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * GET /api/back-office/leads: a queue (the member's own unless told), narrowed by status,
 * sub-status, market (`market`), product type, origin, the day it arrived [from, to] and an e-mail;
 * oldest first (the inbox's order) or newest first; a page of at most 100.
 */
export const backOfficeLeadsQuerySchema = z
  .object({
    /** Without it: the member's own queue, or every lead they may see when `email` is given. */
    queue: z.enum(INBOX_QUEUES).optional(),
    /** A team head's view of one advisor's queue (their e-mail). */
    advisor: emailParam.optional(),
    email: emailParam.optional(),
    status: optionalId,
    subStatus: optionalId,
    /** The lead's market (`country` names the request's own country in this API). */
    market: z.enum(COUNTRY_CODES, { error: "Elige un país: CL, PE, CO o INT" }).optional(),
    productType: z.string().trim().min(1).max(80).optional(),
    origin: z.enum(LEAD_ORIGINS, { error: "Elige un origen de la lista" }).optional(),
    from: z.iso.date({ error: DATE_MESSAGE }).optional(),
    to: z.iso.date({ error: DATE_MESSAGE }).optional(),
    /** Default: oldest first, newest first for a search by e-mail. */
    sort: z.enum(["oldest", "newest"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "La fecha de inicio debe ser anterior o igual a la de término",
    path: ["to"],
  })
  .refine((query) => (query.page - 1) * query.pageSize < INBOX_MAX_LEADS, {
    error: INBOX_TOO_DEEP_MESSAGE,
    path: ["page"],
  });
export type BackOfficeLeadsQuery = z.input<typeof backOfficeLeadsQuerySchema>;

/** POST /api/back-office/leads/{id}/asignacion: the advisor's e-mail, or null to unassign. */
export const leadAssignmentRequestSchema = z.strictObject({ to: emailParam.nullable() });

/** CODE001 (ours: the spec gives the code, not the text): the e-mail names no advisor who may take it. */
export const ASSIGNMENT_NO_ADVISOR_MESSAGE =
  "No hay un ejecutivo activo con ese correo que atienda el país de la solicitud";
/** CODE002 (ours): the lead is already in another advisor's queue. */
export const ASSIGNMENT_TAKEN_MESSAGE = "La solicitud ya está asignada a otro ejecutivo";

export const backOfficeMailQuerySchema = z.object({ to: emailParam });

export const orderNumberParamsSchema = z.object({
  orderNumber: z.string().regex(/^[A-Z0-9-]{6,40}$/, ORDER_NOT_FOUND_MESSAGE),
});

const named = z.object({ id: z.number().int(), name: z.string() });

/** A lead as a list shows it. */
export const backOfficeLeadSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string().nullable(),
  /** The advisor whose queue holds it; null: unassigned. */
  assignee: z.object({ email: z.string() }).nullable(),
  assignedAt: z.iso.datetime().nullable(),
  country: z.string(),
  status: named,
  subStatus: named.nullable(),
  failureReason: named.nullable(),
  productCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
});

export const backOfficeOrderSchema = z.object({
  number: z.string(),
  productCode: z.string(),
  flowType: z.string(),
  subscription: z.boolean(),
  amount: z.number(),
  currency: z.string(),
  /** OK (paid) or PENDING (a transfer to be confirmed). */
  saleState: z.enum(["OK", "PENDING"]),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

const at = z.iso.datetime();
/** Who did it: a member of staff's e-mail; null: the product itself (a payment, a referral). */
const actor = z.string().nullable();

/**
 * One moment of a lead's life, oldest first: how it arrived (its page, where the visitor came
 * from, the campaign tags and referral it carried, the consent text's version), each status
 * change and assignment with who made it, its orders and their payment, the e-mails written to
 * its address and the chats opened with it.
 */
export const leadTimelineEntrySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("created"),
    at,
    origin: z.string(),
    /** The site page the request was sent from. */
    page: z.string().nullable(),
    /** The page the visitor came from before the site (origin and path only). */
    arrivedFrom: z.string().nullable(),
    /** The campaign tags and click ids of the landing (`utm_*`, `gclid`...). */
    campaign: z.record(z.string(), z.string()),
    /** The referring advisor's e-mail, for a referral. */
    referral: z.string().nullable(),
    /** The consent text's version the visitor accepted; null: a purchase (its own terms). */
    consentVersion: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("status"),
    at,
    actor,
    status: named,
    subStatus: named.nullable(),
    failureReason: named.nullable(),
  }),
  z.object({
    kind: z.literal("assignment"),
    at,
    actor,
    /** The advisor whose queue it went to; null: out of every queue. */
    assignee: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("order"),
    at,
    number: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
  z.object({ kind: z.literal("payment"), at, number: z.string() }),
  z.object({
    kind: z.literal("mail"),
    at,
    subject: z.string(),
    state: z.enum(["queued", "retrying", "sent", "failed", "dropped"]),
  }),
  z.object({
    kind: z.literal("chat"),
    at,
    conversationId: z.string(),
    topic: z.number().int(),
    messages: z.number().int(),
    closedAt: z.iso.datetime().nullable(),
  }),
]);
export type LeadTimelineEntry = z.infer<typeof leadTimelineEntrySchema>;

/**
 * GET /api/back-office/pedidos: the orders, newest first, narrowed by payment state and
 * market; `transfer` keeps the transfers waiting for their confirmation.
 */
export const backOfficeOrdersQuerySchema = z.object({
  state: z.enum(["OK", "PENDING"], { error: "Elige un estado: OK o PENDING" }).optional(),
  market: z.enum(COUNTRY_CODES, { error: "Elige un país: CL, PE, CO o INT" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackOfficeOrdersQuery = z.input<typeof backOfficeOrdersQuerySchema>;

/** An order as the orders list shows it: with its market, its buyer and its lead. */
export const backOfficeOrderRowSchema = backOfficeOrderSchema.extend({
  country: z.string(),
  buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  leadId: z.string().nullable(),
  /** A transfer no one has confirmed yet (PENDING and not paid through the provider). */
  awaitingTransfer: z.boolean(),
  /** The policy a paid order became in the clients' portal (null until it is paid). */
  policy: z.object({ id: z.uuid(), number: z.string(), state: z.string() }).nullable(),
});

/**
 * GET /api/back-office/polizas: the clients' policies of the member's markets, those with
 * movements waiting first when `movimientos=pendientes` keeps only them.
 */
export const backOfficePoliciesQuerySchema = z.object({
  movimientos: z.enum(["pendientes"], { error: "Filtro no válido" }).optional(),
  market: z.enum(COUNTRY_CODES, { error: "Elige un país: CL, PE, CO o INT" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackOfficePoliciesQuery = z.input<typeof backOfficePoliciesQuerySchema>;

/** A policy as staff see it: the portal's summary, with the order it came from. */
export const backOfficePolicySchema = portalPolicySchema.extend({ orderNumber: z.string() });
export type BackOfficePolicy = z.infer<typeof backOfficePolicySchema>;
/** One policy for staff: every payment period and the history, whatever the client's role. */
export const backOfficePolicyDetailSchema = portalPolicyDetailSchema.extend({
  orderNumber: z.string(),
});
export type BackOfficePolicyDetail = z.infer<typeof backOfficePolicyDetailSchema>;

export const MOVEMENTS_DECIDED_MESSAGE = "Movimientos registrados";
export const MOVEMENT_NOT_PENDING_MESSAGE =
  "Uno de los movimientos ya no está en proceso: recarga la lista";
/**
 * POST /api/back-office/polizas/{id}/movimientos: accept or decline movements in process (up
 * to 500 at once), each by its employee id; an activation accepted insures the person, one
 * declined leaves them uninsured; a cancellation accepted ends their cover on the date asked
 * for, one declined keeps them insured.
 */
export const movementDecisionSchema = z.strictObject({
  decision: z.enum(["accept", "decline"], { error: "Elige aceptar o rechazar" }),
  ids: z
    .array(z.number().int().min(1), { error: "Elige al menos un movimiento" })
    .min(1, "Elige al menos un movimiento")
    .max(500, "Decide hasta 500 movimientos a la vez"),
});
export type MovementDecision = z.infer<typeof movementDecisionSchema>;
export const movementDecisionAnswerSchema = z.object({
  message: z.string(),
  accepted: z.number().int(),
  declined: z.number().int(),
});

const companyRef = z.object({ name: z.string(), identification: z.string(), country: z.string() });
/**
 * GET /api/back-office/polizas/{id}/grupo: the policy's company and its enterprise group (null
 * until it has one), with the group's companies and administrators.
 */
export const backOfficeCompanyGroupSchema = z.object({
  company: companyRef,
  group: z
    .object({
      id: z.uuid(),
      name: z.string(),
      companies: z.array(companyRef),
      administrators: z.array(
        z.object({ email: z.string(), name: z.string(), active: z.boolean() }),
      ),
    })
    .nullable(),
});
export type BackOfficeCompanyGroup = z.infer<typeof backOfficeCompanyGroupSchema>;

const groupName = z
  .string({ error: "Ingresa el nombre del grupo" })
  .trim()
  .min(2, "Ingresa el nombre del grupo")
  .max(120, "El nombre es demasiado largo");
/** POST /api/back-office/polizas/{id}/grupo: a group formed with the policy's company. */
export const newCompanyGroupSchema = z.strictObject({ name: groupName });
/** POST …/grupo/empresas: another client company joins, by its tax id in a market the member works. */
export const groupCompanySchema = z.strictObject({
  identification: z
    .string({ error: "Ingresa la identificación de la empresa" })
    .trim()
    .min(3, "Ingresa la identificación de la empresa")
    .max(40, "Ingresa la identificación de la empresa"),
});
/** POST …/grupo/administradores: the group's administrator, who gets the link to set a password. */
export const groupAdministratorSchema = z.strictObject({
  email: z
    .email({ error: "Ingresa un correo electrónico válido" })
    .max(MAX_EMAIL_LENGTH, "Ingresa un correo electrónico válido"),
  name: z
    .string({ error: "Ingresa el nombre" })
    .trim()
    .min(2, "Ingresa el nombre")
    .max(120, "El nombre es demasiado largo"),
});
export const GROUP_MESSAGES = {
  ALREADY_GROUPED: "La empresa ya pertenece a un grupo empresarial",
  NO_GROUP: "La empresa aún no pertenece a un grupo empresarial",
  NO_COMPANY: "Esta póliza es de una persona: no tiene empresa ni grupo",
  COMPANY_NOT_FOUND: "No encontramos una empresa cliente con esa identificación en tus mercados",
  OTHER_GROUP: "Esa empresa ya pertenece a otro grupo empresarial",
  ACCOUNT_EXISTS: "Ya existe una cuenta con este correo",
} as const;

/** One lead with its contact data, its orders and its timeline. */
export const backOfficeLeadDetailSchema = backOfficeLeadSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orders: z.array(backOfficeOrderSchema),
  timeline: z.array(leadTimelineEntrySchema),
});

/** A message of the mail outbox. */
export const backOfficeMailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text, each private link (a visitor's token or code) written "[enlace privado]". */
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** When the mail transport took it; null while it is queued (or when there is none). */
  sentAt: z.iso.datetime().nullable(),
  /**
   * Where it stands: queued (not tried yet), retrying (refused, tried again after a wait),
   * sent, failed (refused after the last wait) or dropped (never to be sent: sealed under a
   * key the API no longer has).
   */
  state: z.enum(["queued", "retrying", "sent", "failed", "dropped"]),
  /** Hand-overs the mail server refused. */
  attempts: z.number().int().min(0),
  /** Why the last hand-over failed, in the mail server's words; null after none. */
  lastError: z.string().nullable(),
  /** When it is tried again; null unless it is retrying. */
  nextAttemptAt: z.iso.datetime().nullable(),
});

/**
 * GET /api/back-office/me: who a staff token belongs to, with what their role may do. The
 * sites' staff pages (/internal-traffic, /forced-refresh, /pixels) check a token with it.
 */
export const staffMeSchema = z.object({
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  /** The markets the member works (CO, CL, PE, INT): the back office shows nothing of another. */
  countries: z.array(z.enum(COUNTRY_CODES)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

const password = z.string().min(1, "Ingresa tu contraseña").max(PASSWORD_MAX_LENGTH);

/** POST /api/acceso-personal/sesion: a member of staff signs in. */
export const staffSignInRequestSchema = z.strictObject({ email: emailParam, password });

/**
 * POST /api/acceso-personal/contrasena: a member changes their password, named by their
 * e-mail and current password, so an expired password (no session) can be changed too.
 */
export const staffPasswordChangeRequestSchema = z.strictObject({
  email: emailParam,
  currentPassword: password,
  newPassword: password,
});

/**
 * A session opened: who signed in, and the token every change they send carries in
 * `X-CSRF-Token` (the session itself is an httpOnly cookie a script cannot read).
 */
export const staffSessionSchema = z.object({
  member: staffMeSchema,
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/**
 * The password was right and the role asks for a second factor (`needsSecondFactor`): no
 * session yet (202). `code`: send the authenticator app's code with `challenge`; `setup`: the
 * member has none yet, so `setup` carries the new key (base32) and its `otpauth://` address
 * for the app, and the first right code turns it on. The challenge lasts
 * SECOND_FACTOR_MINUTES and SECOND_FACTOR_ATTEMPTS codes.
 */
export const staffSecondFactorSchema = z.object({
  secondFactor: z.enum(["code", "setup"]),
  challenge: z.string(),
  setup: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export type StaffSecondFactor = z.infer<typeof staffSecondFactorSchema>;

/** What signing in (or changing a password) answers: a session, or the second factor's step. */
export const staffSignInAnswerSchema = z.union([staffSessionSchema, staffSecondFactorSchema]);
export type StaffSignInAnswer = z.infer<typeof staffSignInAnswerSchema>;

/** POST /api/acceso-personal/recuperar: the e-mail a reset link is sent to, if it is a member's. */
export const staffPasswordResetRequestSchema = z.strictObject({ email: emailParam });

/** POST /api/acceso-personal/restablecer: the link's token and the new password. */
export const staffPasswordResetSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{40,60}$/, STAFF_ACCOUNT_MESSAGES.PASSWORD_TOKEN_EXPIRED),
  newPassword: password,
});

/** POST /api/acceso-personal/segundo-factor: the challenge and the app's six-digit code. */
export const staffSecondFactorRequestSchema = z.strictObject({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_ACCOUNT_MESSAGES.CODE_TOKEN_EXPIRED),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, STAFF_ACCOUNT_MESSAGES.INVALID_CODE),
});

/** A member of staff as administrators see them (GET /api/back-office/personal). */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  countries: z.array(z.enum(COUNTRY_CODES)),
  /** person: signs in with a password; machine: a STAFF_TOKENS bearer token. */
  kind: z.enum(["person", "machine"]),
  active: z.boolean(),
  /** Until when ten failed sign-ins lock the account; null when it is not locked. */
  lockedUntil: z.iso.datetime().nullable(),
  passwordChangedAt: z.iso.datetime().nullable(),
  /** Whether the member has an authenticator app set up (second factor). */
  secondFactor: z.boolean(),
});

export const staffAccountParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Miembro del personal no encontrado" })
    .int()
    .positive()
    .max(2_147_483_647),
});

/** PATCH /api/back-office/personal/{id}: disable or enable, and/or lift a lock-out. */
export const staffAccountChangeSchema = z
  .strictObject({
    active: z.boolean().optional(),
    unlock: z.literal(true).optional(),
    /** Forgets the member's authenticator app: their next sign-in sets one up again. */
    resetSecondFactor: z.literal(true).optional(),
  })
  .refine(
    (change) =>
      change.active !== undefined ||
      change.unlock !== undefined ||
      change.resetSecondFactor !== undefined,
    {
      error:
        "Indica si el miembro queda habilitado, si se levanta su bloqueo o si se restablece su segundo factor",
    },
  );

export const STAFF_MEMBER_NOT_FOUND_MESSAGE = "Miembro del personal no encontrado";
export const STAFF_SELF_DISABLE_MESSAGE = "No puedes deshabilitar tu propia cuenta";

/** The header a signed-in member's changes carry the session's anti-forgery token in. */
export const CSRF_HEADER = "X-CSRF-Token";

const AUDIT_DATE_MESSAGE =
  "Ingresa una fecha y hora válidas (ISO 8601, p. ej. 2025-07-01T00:00:00Z)";

/** GET /api/back-office/auditoria: a member's e-mail, a period [from, to), a page. */
export const staffAuditQuerySchema = z
  .object({
    member: emailParam.optional(),
    from: z.iso.datetime({ offset: true, error: AUDIT_DATE_MESSAGE }).optional(),
    to: z.iso.datetime({ offset: true, error: AUDIT_DATE_MESSAGE }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: "La fecha de inicio debe ser anterior a la de término",
    path: ["to"],
  });

/** One row of the staff audit: who, what (route, records, countries), the outcome, where from, when. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  role: z.string(),
  /** `PATCH /api/back-office/leads/{id}/estado`: the method and the route's pattern. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetIds: z.array(z.string()),
  countries: z.array(z.string()),
  /** The answer's HTTP status: 2xx done, 4xx refused, 500 failed. */
  status: z.number().int(),
  clientAddress: z.string(),
});

// ---------------------------------------------------------------- partners

export const PARTNER_ORIGIN_MESSAGE =
  "Cada dirección autorizada es un origen http(s), por ejemplo https://www.socio.com";
export const PARTNER_HTML_MESSAGE = "El HTML puede tener hasta 50.000 caracteres";
export const PARTNER_NAME_MESSAGE = "El nombre del socio tiene entre 1 y 100 caracteres";

/** A partner as the back office configures it (its iframe token is never shown again). */
export const backOfficePartnerSchema = z.object({
  id: z.number().int(),
  subdomain: z.string().nullable(),
  partnerName: z.string().nullable(),
  /** The insurers it shows (organization ids or codes); null: every insurer. */
  allowedOrganizations: z.array(z.union([z.number().int(), z.string()])).nullable(),
  /** The origins allowed to frame the comparator (CSP frame-ancestors). */
  allowedUrls: z.array(z.string()),
  /** Its header and footer as stored, and as visitors get them (sanitised). */
  headerHtml: z.string().nullable(),
  footerHtml: z.string().nullable(),
  preview: z.object({ headerHtml: z.string().nullable(), footerHtml: z.string().nullable() }),
  /** Whether it embeds the comparator with an iframe token. */
  hasIframeToken: z.boolean(),
});

export const partnerParamsSchema = z.object({ id: z.coerce.number().int().min(0) });

const partnerHtml = z.string().max(50_000, PARTNER_HTML_MESSAGE).nullable();

/** PATCH /api/back-office/partners/{id}: what changes (at least one field). */
export const partnerChangeSchema = z
  .strictObject({
    partnerName: z
      .string()
      .trim()
      .min(1, PARTNER_NAME_MESSAGE)
      .max(100, PARTNER_NAME_MESSAGE)
      .optional(),
    allowedOrganizations: z
      .array(z.union([z.number().int().min(0), z.string().trim().min(1).max(60)]))
      .max(200)
      .nullable()
      .optional(),
    allowedUrls: z
      .array(z.string().trim().refine(isPartnerOrigin, PARTNER_ORIGIN_MESSAGE))
      .max(50)
      .optional(),
    headerHtml: partnerHtml.optional(),
    footerHtml: partnerHtml.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: "Indica qué cambia del socio" });

/** POST /api/back-office/partners/preview: header and footer HTML as visitors would get them. */
export const partnerPreviewRequestSchema = z.strictObject({
  headerHtml: partnerHtml,
  footerHtml: partnerHtml,
});

/** A new iframe token, shown once: the partner puts it in their page's iframe address. */
export const partnerTokenSchema = z.object({ token: z.string() });

export const PARTNER_NOT_FOUND_BACK_OFFICE_MESSAGE = "Socio no encontrado";
