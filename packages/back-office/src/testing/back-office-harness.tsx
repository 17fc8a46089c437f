import {
  type BackOfficeCompanyGroup,
  type BackOfficePolicy,
  type BackOfficePolicyDetail,
  MOVEMENTS_DECIDED_MESSAGE,
  type StaffSecondFactor,
  type StaffSession,
} from "@qs/domain/api/back-office";
import { type StaffRole, staffRoleCountries, staffRolePermissions } from "@qs/domain/staff-access";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { StaffApiProvider, sessionQuery } from "../back-office-context";
import {
  type AuditEntry,
  type ChatDetail,
  type ChatSummary,
  type InboxLead,
  type LeadDetail,
  type MailMessage,
  type OrderRow,
  type Partner,
  type StaffAccount,
  type StaffApi,
  StaffApiError,
} from "../staff-api";
import { type BackOfficeLanguage, createBackOfficeI18n } from "../texts";
import { employeesOf, sampleComments, samplePolicy, samplePolicyDetail } from "./portal-harness";

/**
 * Stories and tests of the back office: a signed-in member of a role, the API answered by
 * fixtures (a method left out answers what `sampleStaffApi` does), the language. It uses the
 * query cache of the surrounding harness, so a story's picture waits for its answers.
 */

export function sessionOf(role: StaffRole, email = "ana.rojas@queseguro.test"): StaffSession {
  return {
    member: {
      email,
      role,
      permissions: [...staffRolePermissions[role]],
      countries: [...staffRoleCountries[role]],
    },
    csrfToken: "csrf-de-prueba",
  };
}

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 30)).toISOString();

export const sampleLeads: InboxLead[] = [
  {
    id: "0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e01",
    kind: "purchase",
    name: "Lucía Fernández",
    assignee: null,
    assignedAt: null,
    country: "CO",
    status: { id: 500, name: "Contratacion Online" },
    subStatus: { id: 303, name: "Pago" },
    failureReason: null,
    productCode: "AND-ESENCIAL",
    createdAt: at(20, 13),
    statusChangedAt: at(20, 13),
  },
  {
    id: "0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e02",
    kind: "contact",
    name: "Jorge Ramírez",
    assignee: { email: "ana.rojas@queseguro.test" },
    assignedAt: at(21, 15),
    country: "CO",
    status: { id: 2, name: "Asignado" },
    subStatus: { id: 201, name: "Contactado" },
    failureReason: null,
    productCode: null,
    createdAt: at(21, 14),
    statusChangedAt: at(21, 15),
  },
  {
    id: "0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e03",
    kind: "plan",
    name: "Camila Soto",
    assignee: { email: "bruno.diaz@queseguro.test" },
    assignedAt: at(22, 10),
    country: "CL",
    status: { id: 8, name: "Web" },
    subStatus: null,
    failureReason: null,
    productCode: "PAC-DAVILA",
    createdAt: at(22, 9),
    statusChangedAt: at(22, 9),
  },
];

export const sampleLead: LeadDetail = {
  ...(sampleLeads[0] as InboxLead),
  email: "lucia.fernandez@example.com",
  phone: "+573001234567",
  orders: [
    {
      number: "QS-CO-7F3K2A",
      productCode: "AND-ESENCIAL",
      flowType: "card",
      subscription: true,
      amount: 185000,
      currency: "COP",
      saleState: "PENDING",
      paidAt: null,
      createdAt: at(20, 13),
    },
  ],
  timeline: [
    {
      kind: "created",
      at: at(20, 12),
      origin: "purchase",
      page: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
      arrivedFrom: "https://buscador.example/buscar",
      campaign: { utm_source: "boletin", utm_campaign: "salud-2026" },
      referral: "ana.asesora@queseguro.com",
      consentVersion: "2026-01",
    },
    {
      kind: "assignment",
      at: at(20, 12),
      actor: null,
      assignee: "pedro.ejecutivo@queseguro.test",
    },
    {
      kind: "mail",
      at: at(20, 12),
      subject: "Recibimos tu solicitud",
      state: "sent",
    },
    {
      kind: "order",
      at: at(20, 13),
      number: "QS-CO-7F3K2A",
      amount: 185000,
      currency: "COP",
    },
    {
      kind: "status",
      at: at(21, 9),
      actor: "sofia.supervisora@queseguro.test",
      status: { id: 2, name: "Asignado" },
      subStatus: { id: 201, name: "Contactado" },
      failureReason: null,
    },
    {
      kind: "chat",
      at: at(21, 10),
      conversationId: "5f0c2b1e-7a8d-4c3b-9e6f-0a1b2c3d4e5f",
      topic: 1,
      messages: 4,
      closedAt: at(21, 11),
    },
    {
      kind: "mail",
      at: at(22, 8),
      subject: "Retoma tu contratación",
      state: "retrying",
    },
  ],
};

export const sampleAudit: AuditEntry[] = [
  {
    id: 3,
    at: at(28, 15),
    memberId: 2,
    memberEmail: "ana.rojas@queseguro.test",
    role: "EJECUTIVO",
    action: "PATCH /api/back-office/leads/{id}/estado",
    targetType: "lead",
    targetIds: ["0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e01"],
    countries: ["CO"],
    status: 200,
    clientAddress: "203.0.113.7",
  },
  {
    id: 2,
    at: at(28, 14),
    memberId: 5,
    memberEmail: "jefa.sac@queseguro.test",
    role: "JEFATURA_SAC_CHILE",
    action: "GET /api/back-office/leads/{id}",
    targetType: "lead",
    targetIds: ["0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e02"],
    countries: ["CO"],
    status: 404,
    clientAddress: "198.51.100.23",
  },
  {
    id: 1,
    at: at(28, 13),
    memberId: 2,
    memberEmail: "ana.rojas@queseguro.test",
    role: "EJECUTIVO",
    action: "POST /api/acceso-personal/sesion",
    targetType: "staff_member",
    targetIds: ["2"],
    countries: [],
    status: 200,
    clientAddress: "203.0.113.7",
  },
];

export const sampleOrders: OrderRow[] = [
  {
    number: "QS-CO-7F3K2A",
    productCode: "AND-ESENCIAL",
    flowType: "transfer-one-time-non-automated",
    subscription: false,
    amount: 185000,
    currency: "COP",
    saleState: "PENDING",
    paidAt: null,
    createdAt: at(28, 13),
    country: "CO",
    buyer: { name: "Lucía Fernández", email: "lucia.fernandez@example.com" },
    leadId: "0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e01",
    awaitingTransfer: true,
    policy: null,
  },
  {
    number: "QS-CL-2B9QXM",
    productCode: "PAC-DAVILA",
    flowType: "tdc-subscriptions",
    subscription: true,
    amount: 98450,
    currency: "CLP",
    saleState: "OK",
    paidAt: at(27, 16),
    createdAt: at(27, 16),
    country: "CL",
    buyer: { name: "Camila Soto", email: "camila.soto@example.com" },
    leadId: "0b6f3a52-6c1e-4c8f-9d0e-1a2b3c4d5e02",
    awaitingTransfer: false,
    policy: {
      id: "5f2d8c1a-3b4e-4a6f-9c0d-7e8f9a0b1c2d",
      number: "POL-20261118-9QX2M7KD",
      state: "ACTIVE",
    },
  },
];

export const sampleMail: MailMessage[] = [
  {
    kind: "retomar_contratacion_1",
    to: "lucia.fernandez@example.com",
    subject: "Retoma tu contratación",
    body: "Hola Lucía,\n\nTu contratación de Salud Esencial te espera: [enlace privado]",
    createdAt: at(28, 14),
    sentAt: null,
    state: "retrying",
    attempts: 2,
    lastError: "421 4.7.0 Try again later",
    nextAttemptAt: at(28, 15),
  },
  {
    kind: "lead-confirmation",
    to: "lucia.fernandez@example.com",
    subject: "Recibimos tu solicitud",
    body: "Hola Lucía,\n\nRecibimos tu solicitud. Un asesor te contactará para revisarla contigo.\n\n[enlace privado]",
    createdAt: at(28, 12),
    sentAt: at(28, 12),
    state: "sent",
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
  },
];

export const samplePartners: Partner[] = [
  {
    id: 1,
    subdomain: "bancoandino",
    partnerName: "Banco Andino",
    allowedOrganizations: [101, 102],
    allowedUrls: ["https://www.bancoandino.example"],
    headerHtml:
      '<div class="socio" onclick="alert(1)"><strong>Banco Andino</strong> · Seguros para nuestros clientes<script>alert(1)</script></div>',
    footerHtml: "<p>Banco Andino S.A. · Línea de atención 601 555 0100</p>",
    preview: {
      headerHtml:
        '<div class="socio"><strong>Banco Andino</strong> · Seguros para nuestros clientes</div>',
      footerHtml: "<p>Banco Andino S.A. · Línea de atención 601 555 0100</p>",
    },
    hasIframeToken: false,
  },
  {
    id: 2,
    subdomain: null,
    partnerName: "Cafeteros Unidos",
    allowedOrganizations: null,
    allowedUrls: ["https://www.cafeterosunidos.example", "http://localhost:5180"],
    headerHtml: null,
    footerHtml: null,
    preview: { headerHtml: null, footerHtml: null },
    hasIframeToken: true,
  },
];

/** The second factor's step of a member who has no authenticator app yet. */
export const sampleSetupStep: StaffSecondFactor = {
  secondFactor: "setup",
  challenge: "c2FtcGxlLWNoYWxsZW5nZS0wMTIzNDU2Nzg5",
  setup: {
    secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
    uri: "otpauth://totp/QueSeguro:ana.rojas%40queseguro.test?issuer=QueSeguro&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
  },
};

export const sampleStaffAccounts: StaffAccount[] = [
  {
    id: 1,
    email: "ana.rojas@queseguro.test",
    role: "ADMINISTRADOR",
    countries: ["CL", "PE", "CO", "INT"],
    kind: "person",
    active: true,
    lockedUntil: null,
    passwordChangedAt: at(1, 9),
    secondFactor: true,
  },
  {
    id: 5,
    email: "gerente.nuevo@queseguro.test",
    role: "GERENTE",
    countries: ["CL", "PE", "CO", "INT"],
    kind: "person",
    active: true,
    lockedUntil: null,
    passwordChangedAt: at(27, 9),
    secondFactor: false,
  },
  {
    id: 2,
    email: "bruno.diaz@queseguro.test",
    role: "EJECUTIVO",
    countries: ["CO"],
    kind: "person",
    active: true,
    lockedUntil: at(28, 16),
    passwordChangedAt: at(3, 9),
    secondFactor: false,
  },
  {
    id: 3,
    email: "carla.munoz@queseguro.test",
    role: "JEFATURA_SAC_CHILE",
    countries: ["CL"],
    kind: "person",
    active: false,
    lockedUntil: null,
    passwordChangedAt: at(5, 9),
    secondFactor: false,
  },
  {
    id: 4,
    email: "integraciones@queseguro.test",
    role: "BACKOFFICE",
    countries: ["CL", "PE", "CO", "INT"],
    kind: "machine",
    active: true,
    lockedUntil: null,
    passwordChangedAt: null,
    secondFactor: false,
  },
];

export const sampleChats: ChatSummary[] = [
  {
    id: "5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c401",
    country: "CO",
    language: "ES",
    topic: 0,
    name: "Valentina Gómez",
    email: "valentina.gomez@example.com",
    phone: "+573001112233",
    path: "/Comparar/Seguros-de-Salud",
    createdAt: at(28, 13),
    closedAt: null,
    lastMessageAt: at(28, 13),
    waiting: 2,
    assignee: null,
  },
  {
    id: "5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c402",
    country: "CL",
    language: "ES",
    topic: 2,
    name: "Tomás Muñoz",
    email: "tomas.munoz@example.com",
    phone: "+56911112222",
    path: "/Comparar/Seguro-Complementario-Empresa",
    createdAt: at(28, 14),
    closedAt: null,
    lastMessageAt: at(28, 14),
    waiting: 0,
    assignee: "ana.rojas@queseguro.test",
  },
];

export const sampleChat: ChatDetail = {
  ...(sampleChats[0] as ChatSummary),
  messages: [
    {
      id: 1,
      author: "visitor",
      body: "Hola, ¿el plan Salud Esencial cubre maternidad?",
      createdAt: at(28, 13),
      readAt: null,
      advisorEmail: null,
    },
    {
      id: 2,
      author: "visitor",
      body: "Tengo 32 años y vivo en Bogotá.",
      createdAt: at(28, 13),
      readAt: null,
      advisorEmail: null,
    },
  ],
};

/** The clients' policies as staff list them: one with movements waiting, two without. */
export const sampleBackOfficePolicies: BackOfficePolicy[] = [
  { ...samplePolicy, orderNumber: "QS-CO-4H8N2P" },
  {
    ...samplePolicy,
    id: "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e02",
    number: "POL-20261118-9QX2M7KD",
    productName: "Pac Dávila Familiar",
    insurerName: "Dávila Seguros",
    startsOn: "2026-11-18",
    endsOn: "2027-11-17",
    country: "CL",
    company: null,
    amount: 98450,
    currency: "CLP",
    activeEmployees: 0,
    pendingMovements: 0,
    orderNumber: "QS-CL-2B9QXM",
  },
  {
    ...samplePolicy,
    id: "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e03",
    number: "POL-20261020-3TR8WQ1B",
    productName: "Andinos Salud Empresarial",
    insurerName: "Seguros Andinos",
    state: "CANCELED",
    startsOn: "2025-10-20",
    endsOn: "2026-10-19",
    company: "Café de la Sierra S.A.S.",
    activeEmployees: 0,
    pendingMovements: 0,
    orderNumber: "QS-CO-9M2K7L",
  },
];

/** The policy with movements waiting, as staff see it: every period, whatever the client's role. */
export const sampleBackOfficePolicy: BackOfficePolicyDetail = {
  ...samplePolicyDetail,
  orderNumber: "QS-CO-4H8N2P",
};

/** The sample policy's company, in a group of two companies with one administrator. */
export const sampleCompanyGroup: BackOfficeCompanyGroup = {
  company: { name: "Transportes Andinos S.A.S.", identification: "900123456", country: "CO" },
  group: {
    id: "3b0c5d2e-8f1a-4c6b-9d7e-1a2b3c4d5e6f",
    name: "Grupo Andino",
    companies: [
      { name: "Logística Andina S.A.S.", identification: "900555444", country: "CO" },
      { name: "Transportes Andinos S.A.S.", identification: "900123456", country: "CO" },
    ],
    administrators: [{ email: "marta@grupoandino.example", name: "Marta Rivas", active: true }],
  },
};

/** An API whose calls answer the samples; override any call (a refusal, an empty page). */
export function sampleStaffApi(overrides: Partial<StaffApi> = {}): StaffApi {
  return {
    session: async () => sessionOf("EJECUTIVO"),
    signIn: async () => sessionOf("EJECUTIVO"),
    secondFactor: async () => sessionOf("ADMINISTRADOR"),
    requestPasswordReset: async () => {},
    orders: async () => ({
      orders: sampleOrders,
      page: 1,
      pageSize: 25,
      total: sampleOrders.length,
    }),
    confirmTransfer: async () => {},
    mail: async () => sampleMail,
    partners: async () => samplePartners,
    changePartner: async (id, change) => ({
      ...(samplePartners.find((each) => each.id === id) as Partner),
      ...(change as Partial<Partner>),
    }),
    previewPartnerHtml: async (html) => html,
    rotatePartnerToken: async () => "kP3v9QxL2mN8rT5wY7zA1bC4dE6fG0hJ",
    resetPassword: async () => sessionOf("EJECUTIVO"),
    changePassword: async () => sessionOf("EJECUTIVO"),
    signOut: async () => undefined,
    leads: async (query) => ({
      leads: sampleLeads,
      page: Number(query.page ?? 1),
      pageSize: 25,
      total: sampleLeads.length,
      more: false,
    }),
    lead: async () => sampleLead,
    assign: async () => sampleLead,
    changeStatus: async () => sampleLead,
    audit: async () => ({ entries: sampleAudit, page: 1, pageSize: 50, total: sampleAudit.length }),
    staffAccounts: async () => sampleStaffAccounts,
    changeStaffAccount: async (id, change) => {
      const account = sampleStaffAccounts.find((each) => each.id === id) ?? sampleStaffAccounts[0];
      return {
        ...(account as StaffAccount),
        ...(change.active === undefined ? {} : { active: change.active }),
        ...(change.unlock ? { lockedUntil: null } : {}),
      };
    },
    chats: async () => sampleChats,
    chat: async () => sampleChat,
    replyChat: async (_id, body) => ({
      id: 3,
      author: "advisor",
      body,
      createdAt: at(28, 15),
      readAt: null,
      advisorEmail: "ana.rojas@queseguro.test",
    }),
    closeChat: async () => ({ ...sampleChat, closedAt: at(28, 15) }),
    handOverChat: async (_id, to) => ({
      ...sampleChat,
      assignee: to,
      messages: [
        ...sampleChat.messages,
        {
          id: 4,
          author: "system",
          body: "Otro asesor continuará esta conversación",
          createdAt: at(28, 15),
          readAt: null,
          advisorEmail: null,
        },
      ],
    }),
    watchChat: () => () => {},
    policies: async (query) => {
      const policies = query.movimientos
        ? sampleBackOfficePolicies.filter((each) => each.pendingMovements > 0)
        : sampleBackOfficePolicies;
      return { policies, page: 1, pageSize: 25, total: policies.length };
    },
    policy: async () => sampleBackOfficePolicy,
    policyEmployees: async (_id, query) => {
      const employees = employeesOf(query.estado);
      return { employees, total: employees.length, page: 1, pageSize: 50 };
    },
    decideMovements: async (_id, decision) => ({
      message: MOVEMENTS_DECIDED_MESSAGE,
      accepted: decision.decision === "accept" ? decision.ids.length : 0,
      declined: decision.decision === "decline" ? decision.ids.length : 0,
    }),
    taxDocumentComments: async () => sampleComments,
    answerTaxDocument: async (_id, _period, body) => [
      ...sampleComments,
      { id: 3, author: "staff", name: "Ana Rojas", body, at: at(28, 15) },
    ],
    setTaxDocumentState: async (_id, period, state) => ({
      ...sampleBackOfficePolicy,
      periods: (sampleBackOfficePolicy.periods ?? []).map((each) =>
        each.period === period ? { ...each, taxDocument: state } : each,
      ),
    }),
    companyGroup: async () => sampleCompanyGroup,
    formGroup: async (_id, name) => ({
      company: sampleCompanyGroup.company,
      group: {
        id: "3b0c5d2e-8f1a-4c6b-9d7e-1a2b3c4d5e6f",
        name,
        companies: [sampleCompanyGroup.company],
        administrators: [],
      },
    }),
    joinGroup: async () => sampleCompanyGroup,
    addGroupAdministrator: async () => sampleCompanyGroup,
    ...overrides,
  };
}

/** A refusal the API writes, as the client raises it. */
export const refusal = (status: number, message: string, code?: string) =>
  new StaffApiError(status, message, code);

export function BackOfficeHarness({
  children,
  staffRole = "EJECUTIVO",
  api,
  language = "es",
}: {
  children: ReactNode;
  /** The signed-in member's role; null: nobody is signed in (the sign-in page). */
  staffRole?: StaffRole | null;
  api?: StaffApi;
  language?: BackOfficeLanguage;
}) {
  const queryClient = useQueryClient();
  const [staffApi] = useState(() => api ?? sampleStaffApi());
  useState(() => {
    if (staffRole) {
      queryClient.setQueryData(sessionQuery(staffApi).queryKey, sessionOf(staffRole));
    }
    return null;
  });
  const i18n = useMemo(() => createBackOfficeI18n(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <StaffApiProvider api={staffApi}>{children}</StaffApiProvider>
    </I18nextProvider>
  );
}
