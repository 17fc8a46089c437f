import type { ClientRole } from "@qs/domain/client-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import {
  employeesOf,
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
          "The account's policies, and one policy: its movements in process, its payroll (search, pages, the movements in process with the exclusion date asked for), one person added or their data changed, bulk activation and cancellation with each refused cell, its payment periods with each paid period's tax document and its comments, and its history. A payroll manager sees no payments; an outside administrator changes nothing.",
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
/** A cancellation list received: its people stay in process, with the API's message and count. */
export const ListAccepted: Story = {
  play: async ({ canvasElement }) => {
    await uploadList(canvasElement, "Bajas");
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Nómina de bajas recibida: quedan en proceso de baja hasta que la aseguradora las confirme (1 persona).",
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
/** After-sales annulled the first period's tax document: 'Anulado', nothing to download. */
export const TaxDocumentAnnulled: Story = {
  args: {
    api: samplePortalApi({
      policy: async () => ({
        ...samplePolicyDetail,
        periods: (samplePolicyDetail.periods ?? []).map((each) =>
          each.period === 1 ? { ...each, taxDocument: "CANCELLED" as const } : each,
        ),
      }),
    }),
  },
};
/** The policy in Portuguese. */
export const Portuguese: Story = { args: { language: "pt" } };

/** The policy while it loads. */
export const PolicyLoading: Story = {
  args: { api: samplePortalApi({ policy: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
/** Every movement in process: an activation, and a cancellation with its exclusion date. */
export const InProcess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole("combobox", { name: "Mostrar" }),
      "EN_PROCESO",
    );
    await expect(await canvas.findByText("En proceso de alta")).toBeVisible();
    await expect(canvas.getByText(/En proceso de baja · exclusión el/)).toBeVisible();
  },
};
/** A policy with no movement waiting: nobody in process. */
export const NoMovementsInProcess: Story = {
  args: {
    api: samplePortalApi({
      policy: async () => ({ ...samplePolicyDetail, pendingMovements: 0 }),
      employees: async (_id, query) => {
        const employees = employeesOf(query.estado).map((each) => ({
          ...each,
          process: null,
          endDate: each.state === "INACTIVE" ? each.endDate : null,
        }));
        return { employees, total: employees.length, page: 1, pageSize: 50 };
      },
    }),
  },
};

async function addPerson(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Agregar persona" }));
  await userEvent.type(canvas.getByLabelText("Nombre"), "Tomás");
  await userEvent.type(canvas.getByLabelText("Apellido paterno"), "Herrera");
  await userEvent.type(canvas.getByLabelText("Apellido materno"), "Fuentes");
  await userEvent.type(canvas.getByLabelText("RUT"), "20.456.789-5");
  await userEvent.type(canvas.getByLabelText("Fecha de nacimiento"), "1990-04-12");
  await userEvent.selectOptions(canvas.getByLabelText("Género"), "Masculino");
  await userEvent.type(canvas.getByLabelText("Fecha de vigencia"), "2026-12-01");
  const form = canvas.getByRole("form", { name: "Agregar una persona a la nómina" });
  await userEvent.click(within(form).getByRole("button", { name: "Agregar persona" }));
}

/** One person added: the API's message, and the payroll read again. */
export const PersonAdded: Story = {
  play: async ({ canvasElement }) => {
    await addPerson(canvasElement);
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Alta recibida: queda en proceso hasta que la aseguradora la confirme (Tomás Herrera Fuentes).",
    );
  },
};
/** A person refused: each of the API's messages beside its field. */
export const PersonRefused: Story = {
  args: {
    api: samplePortalApi({
      addEmployee: async () => {
        throw new RefusedListError(
          "Datos inválidos: corrige los campos indicados",
          [
            { row: 1, column: "RUT", message: "Esta persona ya está asegurada en la póliza" },
            {
              row: 1,
              column: "Fecha de nacimiento",
              message:
                "La fecha de nacimiento debe tener el formato dd-mm-aaaa, dd/mm/aaaa o aaaa-mm-dd",
            },
          ],
          2,
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await addPerson(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("RUT")).toHaveAccessibleDescription(
      /Esta persona ya está asegurada en la póliza/,
    );
  },
};
/** A person's data open to change: their RUT stays, their contact comes filled in. */
export const EditPerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Editar los datos de Camila González Rojas" }),
    );
    await expect(canvas.getByLabelText("Correo electrónico")).toHaveValue(
      "camila.gonzalez@transportes-andinos.example",
    );
  },
};
/** A paid period's comments opened: the company's question and the team's answer. */
export const Comments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("Comentarios del período 1"));
    await expect(
      await canvas.findByRole("list", {
        name: "Comentarios sobre el documento tributario del período 1",
      }),
    ).toBeVisible();
  },
};
/** The policy on a phone. */
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
