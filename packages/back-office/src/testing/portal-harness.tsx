import type {
  ClientSession,
  PortalAccount,
  PortalEmployee,
  PortalPolicy,
  PortalPolicyDetail,
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

export const sampleEmployees: PortalEmployee[] = NAMES.map((fullName, index) => ({
  id: index + 1,
  legalId: `1${5 + index}.234.87${index}-1`,
  fullName,
  state: "ACTIVE",
  effectiveDate: "2026-11-01",
  endDate: null,
}));

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
    employees: async () => ({
      employees: sampleEmployees,
      total: 12,
      page: 1,
      pageSize: 50,
    }),
    accounts: async () => sampleAccounts,
    createAccount: async (account) => [...sampleAccounts, { ...account, active: false }],
    bulkLoad: async (_id, layout) => ({
      layout,
      message: layout === "activation" ? "Nómina de altas aceptada" : "Nómina de bajas aceptada",
      count: 1,
    }),
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
