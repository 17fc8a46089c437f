import {
  ACTIVATION_ACCEPTED_MESSAGE,
  CANCELLATION_ACCEPTED_MESSAGE,
  type ClientSession,
  EMPLOYEE_ADDED_MESSAGE,
  EMPLOYEE_UPDATED_MESSAGE,
  type PortalAccount,
  type PortalEmployee,
  type PortalPolicy,
  type PortalPolicyDetail,
  type PortalPolicyDocument,
  type PortalReferral,
  type PortalUninsured,
  type TaxDocumentComment,
} from "@qs/domain/api/portal";
import { type ClientRole, clientRolePermissions } from "@qs/domain/client-access";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import type { PortalApi } from "../portal/portal-api";
import { clientSessionQuery, PortalApiProvider } from "../portal/portal-context";
import { type BackOfficeLanguage, createBackOfficeI18n } from "../texts";

/**
 * Stories and tests of the clients' portal: an account of a role signed in (or nobody), the
 * API answered by fixtures (a method left out answers what `samplePortalApi` does), the
 * language. Fixed data and dates, so a story draws the same picture on any day.
 */

export function clientSessionOf(role: ClientRole = "ADMIN_CLIENT_QPCLIENTS"): ClientSession {
  return {
    account: {
      email: "laura.gomez@transportes-andinos.example",
      name: "Laura Gómez",
      role,
      permissions: [...clientRolePermissions[role]],
      company: { name: "Transportes Andinos S.A.S.", identification: "900123456" },
    },
    csrfToken: "csrf-de-prueba",
  };
}

export const samplePolicy: PortalPolicy = {
  id: "6a1f0c2e-1b2c-4d3e-8f40-5a6b7c8d9e01",
  number: "POL-20261101-7K3M9QXZ",
  productName: "Andinos Salud Empresarial",
  insurerName: "Seguros Andinos",
  state: "ACTIVE",
  startsOn: "2026-11-01",
  endsOn: "2027-10-31",
  country: "CO",
  company: "Transportes Andinos S.A.S.",
  amount: 1_401_600,
  currency: "COP",
  subscription: true,
  activeEmployees: 12,
  pendingMovements: 2,
};

export const samplePolicyDetail: PortalPolicyDetail = {
  ...samplePolicy,
  periods: [
    {
      period: 1,
      dueDate: "2026-11-01",
      state: "pay",
      paidAt: "2026-11-01T14:20:00.000Z",
      amount: 1_401_600,
      currency: "COP",
      taxDocument: "ACTIVE",
    },
    {
      period: 2,
      dueDate: "2026-12-01",
      state: "pending",
      paidAt: null,
      amount: 1_401_600,
      currency: "COP",
      taxDocument: null,
    },
  ],
  history: [
    { at: "2026-11-20T15:00:00.000Z", kind: "employee_added", by: "Laura Gómez", count: 1 },
    { at: "2026-11-18T12:00:00.000Z", kind: "cancellation", by: "Laura Gómez", count: 1 },
    { at: "2026-11-05T09:30:00.000Z", kind: "cancellation_accepted", by: null, count: 1 },
    { at: "2026-11-03T10:00:00.000Z", kind: "cancellation", by: "Laura Gómez", count: 1 },
    { at: "2026-11-01T14:20:00.000Z", kind: "activation", by: null, count: 12 },
    { at: "2026-11-01T14:20:00.000Z", kind: "created", by: null, count: null },
  ],
};

const NAMES = [
  "Camila González Rojas",
  "Matías Muñoz Soto",
  "Valentina Díaz Pérez",
  "Benjamín Rojas Vega",
  "Isidora Morales Castro",
];

/**
 * The payroll: five insured, the third with her cancellation in process (leaving on 31
 * December), and one activation in process.
 */
export const sampleEmployees: PortalEmployee[] = [
  ...NAMES.map((fullName, index) => ({
    id: index + 1,
    legalId: `1${5 + index}.234.87${index}-1`,
    fullName,
    state: "ACTIVE" as const,
    effectiveDate: "2026-11-01",
    endDate: index === 2 ? "2026-12-31" : null,
    process: index === 2 ? ("cancellation" as const) : null,
    email: `${fullName
      .split(" ")
      .slice(0, 2)
      .join(".")
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()}@transportes-andinos.example`,
    phone: index === 1 ? null : `+5691234567${index}`,
  })),
  {
    id: 6,
    legalId: "20.456.789-5",
    fullName: "Tomás Herrera Fuentes",
    state: "PENDING",
    effectiveDate: "2026-12-01",
    endDate: null,
    process: "activation",
    email: "tomas.herrera@transportes-andinos.example",
    phone: "+56987654321",
  },
  {
    id: 7,
    legalId: "17.890.123-4",
    fullName: "Florencia Araya Núñez",
    state: "INACTIVE",
    effectiveDate: "2026-11-01",
    endDate: "2026-11-05",
    process: null,
    email: null,
    phone: null,
  },
];

/** The payroll as the API narrows it: a state, the movements in process, or everyone. */
export function employeesOf(estado = "ACTIVE"): PortalEmployee[] {
  if (estado === "TODOS") return sampleEmployees;
  if (estado === "EN_PROCESO") return sampleEmployees.filter((each) => each.process !== null);
  return sampleEmployees.filter((each) => each.state === estado);
}

/** A tax document's thread: the company's question and the team's answer. */
export const sampleComments: TaxDocumentComment[] = [
  {
    id: 1,
    author: "client",
    name: "Laura Gómez",
    body: "La factura del período 1 salió con la dirección antigua de la empresa. ¿Pueden emitirla de nuevo con Av. El Dorado 68-51, Bogotá?",
    at: "2026-11-02T15:10:00.000Z",
  },
  {
    id: 2,
    author: "staff",
    // The API signs every answer of the team with the team's name, never a member's.
    name: "Equipo de postventa",
    body: "Hola Laura: ya pedimos a la aseguradora una nueva factura con la dirección correcta. Te avisamos por aquí cuando esté lista.",
    at: "2026-11-03T09:45:00.000Z",
  },
];

export const sampleUninsured: PortalUninsured[] = [
  {
    legalId: "17.890.123-4",
    fullName: "Florencia Araya Núñez",
    policyNumber: samplePolicy.number,
    policyId: samplePolicy.id,
    endDate: "2026-11-05",
  },
  {
    legalId: "18.345.678-9",
    fullName: "Joaquín Vergara Lagos",
    policyNumber: samplePolicy.number,
    policyId: samplePolicy.id,
    endDate: null,
  },
];

export const sampleDocuments: PortalPolicyDocument[] = [
  { id: 5001, name: "Condiciones generales", url: "/api/documents/5001/file", pages: 12 },
  { id: 5002, name: "Cuadro de beneficios", url: "/api/documents/5002/file", pages: 1 },
];

export const sampleReferrals: PortalReferral[] = [
  {
    id: "7c1e2a90-4b1d-4e55-9a0f-2d6f3a1b8c01",
    name: "Camila Rojas",
    productCode: "AND-COL-01",
    country: "CO",
    createdAt: "2026-11-20T14:05:00.000Z",
    status: "Cerrado",
    subStatus: "Venta Web",
  },
  {
    id: "7c1e2a90-4b1d-4e55-9a0f-2d6f3a1b8c02",
    name: "Matías Soto",
    productCode: "SAL-CL-03",
    country: "CL",
    createdAt: "2026-11-18T09:30:00.000Z",
    status: "Asignado",
    subStatus: null,
  },
  {
    id: "7c1e2a90-4b1d-4e55-9a0f-2d6f3a1b8c03",
    name: null,
    productCode: null,
    country: "CO",
    createdAt: "2026-11-02T18:45:00.000Z",
    status: "Fallido",
    subStatus: "No contesta",
  },
];

/** The API's answer to a referrer's request, whoever asks. */
export const REFERRER_ACCESS_TEXT =
  "Si tu correo es el de un referidor registrado, te enviamos un enlace para crear tu contraseña.";

export const sampleAccounts: PortalAccount[] = [
  {
    email: "laura.gomez@transportes-andinos.example",
    name: "Laura Gómez",
    role: "ADMIN_CLIENT_QPCLIENTS",
    active: true,
  },
  {
    email: "pedro.nomina@transportes-andinos.example",
    name: "Pedro Soto",
    role: "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
    active: false,
  },
];

export function samplePortalApi(overrides: Partial<PortalApi> = {}): PortalApi {
  return {
    session: async () => clientSessionOf(),
    signIn: async () => clientSessionOf(),
    setPassword: async () => clientSessionOf(),
    signOut: async () => {},
    policies: async () => [samplePolicy],
    policy: async () => samplePolicyDetail,
    employees: async (_id, query) => {
      const employees = employeesOf(query.estado);
      return { employees, total: employees.length, page: 1, pageSize: 50 };
    },
    accounts: async () => sampleAccounts,
    createAccount: async (account) => [...sampleAccounts, { ...account, active: false }],
    bulkLoad: async (_id, layout) => ({
      layout,
      message:
        layout === "activation" ? ACTIVATION_ACCEPTED_MESSAGE : CANCELLATION_ACCEPTED_MESSAGE,
      count: 1,
    }),
    addEmployee: async (_id, input) => ({
      employee: {
        id: 8,
        legalId: input.legalId ?? "",
        fullName: [input.name, input.paternalSurname, input.maternalSurname]
          .filter(Boolean)
          .join(" "),
        state: "PENDING",
        effectiveDate: input.effectiveDate ?? "",
        endDate: null,
        process: "activation",
        email: input.email ?? null,
        phone: input.phone ?? null,
      },
      message: EMPLOYEE_ADDED_MESSAGE,
    }),
    updateEmployee: async (_id, employeeId, input) => {
      const person = sampleEmployees.find((each) => each.id === employeeId) ?? sampleEmployees[0];
      return {
        employee: {
          ...(person as PortalEmployee),
          fullName: [input.name, input.paternalSurname, input.maternalSurname]
            .filter(Boolean)
            .join(" "),
          email: input.email ?? null,
          phone: input.phone ?? null,
        },
        message: EMPLOYEE_UPDATED_MESSAGE,
      };
    },
    uninsured: async () => ({
      people: sampleUninsured,
      total: sampleUninsured.length,
      page: 1,
      pageSize: 50,
    }),
    comments: async () => sampleComments,
    comment: async (_id, _period, body) => [
      ...sampleComments,
      { id: 3, author: "client", name: "Laura Gómez", body, at: "2026-11-27T15:00:00.000Z" },
    ],
    documents: async () => sampleDocuments,
    referrals: async () => ({
      referrals: sampleReferrals,
      total: sampleReferrals.length,
      page: 1,
      pageSize: 50,
    }),
    requestReferrerAccess: async () => REFERRER_ACCESS_TEXT,
    ...overrides,
  };
}

export function PortalHarness({
  children,
  clientRole = "ADMIN_CLIENT_QPCLIENTS",
  api,
  language = "es",
}: {
  children: ReactNode;
  /** The signed-in account's role; null: nobody is signed in (the sign-in page). */
  clientRole?: ClientRole | null;
  api?: PortalApi;
  language?: BackOfficeLanguage;
}) {
  const queryClient = useQueryClient();
  const [portalApi] = useState(() => api ?? samplePortalApi());
  useState(() => {
    if (clientRole) {
      queryClient.setQueryData(clientSessionQuery(portalApi).queryKey, clientSessionOf(clientRole));
    }
    return null;
  });
  const i18n = useMemo(() => createBackOfficeI18n(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <PortalApiProvider api={portalApi}>{children}</PortalApiProvider>
    </I18nextProvider>
  );
}
