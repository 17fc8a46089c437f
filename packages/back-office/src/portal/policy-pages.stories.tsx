import type { ClientRole } from "@qs/domain/client-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import {
  PortalHarness,
  samplePolicy,
  samplePolicyDetail,
  samplePortalApi,
} from "../testing/portal-harness";
import { PoliciesPage, PolicyPage } from "./policy-pages";
import { type PortalApi, RefusedListError } from "./portal-api";

function Page({
  view,
  role,
  api,
  language,
}: {
  view: "policies" | "policy";
  role?: ClientRole;
  api?: PortalApi;
  language?: "es" | "en" | "pt";
}) {
  return (
    <PortalHarness
      clientRole={role ?? "ADMIN_CLIENT_QPCLIENTS"}
      api={api ?? samplePortalApi()}
      language={language ?? "es"}
    >
      {view === "policies" ? (
        <PoliciesPage onOpen={() => {}} />
      ) : (
        <PolicyPage id={samplePolicy.id} onBack={() => {}} />
      )}
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Policies",
  component: Page,
  args: { view: "policy" },
  parameters: {
    docs: {
      description: {
        component:
          "The account's policies, and one policy: its payroll (search, pages), bulk activation and cancellation with each refused cell, its payment periods with each paid period's tax document, and its history. A payroll manager sees no payments; an outside administrator changes nothing.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const csv = (name = "nomina.csv") =>
  new File(["N° de fila;Nombre\n1;Camila"], name, { type: "text/csv" });

async function uploadList(canvasElement: HTMLElement, layout: "Altas" | "Bajas" = "Altas") {
  const canvas = within(canvasElement);
  if (layout === "Bajas")
    await userEvent.click(await canvas.findByRole("radio", { name: "Bajas" }));
  await userEvent.upload(await canvas.findByLabelText("Archivo (CSV o XLSX, hasta 5 MB)"), csv());
  await userEvent.click(
    canvas.getByRole("button", { name: `Subir nómina de ${layout.toLowerCase()}` }),
  );
}

/** The account's policies. */
export const Policies: Story = { args: { view: "policies" } };
/** An account with no policy yet. */
export const NoPolicies: Story = {
  args: { view: "policies", api: samplePortalApi({ policies: async () => [] }) },
};
/** The server cannot be reached. */
export const PoliciesUnreachable: Story = {
  args: {
    view: "policies",
    api: samplePortalApi({
      policies: async () => {
        throw new StaffApiError(0, "");
      },
    }),
  },
};

/** A company's administrator: payroll, bulk loads, payments and tax documents, history. */
export const Policy: Story = {};
/** A payroll manager: the payroll and its bulk loads, no payments or tax documents. */
export const PayrollManager: Story = {
  args: {
    role: "PAYROLL_MANAGER_QPCLIENTS_ENTERPRISE",
    api: samplePortalApi({ policy: async () => ({ ...samplePolicyDetail, periods: null }) }),
  },
};
/** An outside administrator reads the payroll and the payments and changes nothing. */
export const ReadOnly: Story = { args: { role: "EXTERNAL_ADMIN_QPCLIENTS" } };
/** A search nobody matches. */
export const NobodyFound: Story = {
  args: {
    api: samplePortalApi({
      employees: async () => ({ employees: [], total: 0, page: 1, pageSize: 50 }),
    }),
  },
};
/** A list refused cell by cell: nothing applies. */
export const ListRefused: Story = {
  args: {
    api: samplePortalApi({
      bulkLoad: async () => {
        throw new RefusedListError(
          "La nómina tiene datos inválidos: corrige cada fila indicada y vuelve a subirla",
          [
            { row: 1, column: "RUT", message: "Esta persona ya está asegurada en la póliza" },
            { row: 2, column: "Fecha de nacimiento", message: "Fecha inválida (usa dd-mm-aaaa)" },
          ],
          2,
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await uploadList(canvasElement);
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: "Errores de la nómina (2)" });
    await expect(region).toHaveTextContent("Esta persona ya está asegurada en la póliza");
  },
};
/** A cancellation accepted. */
export const ListAccepted: Story = {
  play: async ({ canvasElement }) => {
    await uploadList(canvasElement, "Bajas");
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Nómina de bajas aceptada: 1 persona.",
    );
  },
};
/** A policy another account asks for: the API's 404, in its words. */
export const NotFound: Story = {
  args: {
    api: samplePortalApi({
      policy: async () => {
        throw new StaffApiError(404, "Póliza no encontrada");
      },
    }),
  },
};
/** The policy in Portuguese. */
export const Portuguese: Story = { args: { language: "pt" } };
