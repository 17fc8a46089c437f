import {
  MOVEMENT_NOT_PENDING_MESSAGE,
  MOVEMENTS_DECIDED_MESSAGE,
} from "@qs/domain/api/back-office";
import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { PolicyPage } from "./policy-page";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleBackOfficePolicy,
  sampleStaffApi,
} from "./testing/back-office-harness";
import { employeesOf } from "./testing/portal-harness";

function Page({
  role,
  api,
  language,
}: {
  role: StaffRole;
  /** The API, or how to make one for each story shown (one that remembers a decision). */
  api?: StaffApi | (() => StaffApi);
  language?: "es" | "en" | "pt";
}) {
  const [staffApi] = useState(() => (typeof api === "function" ? api() : api));
  return (
    <BackOfficeHarness
      staffRole={role}
      api={staffApi ?? sampleStaffApi()}
      language={language ?? "es"}
    >
      <PolicyPage id={sampleBackOfficePolicy.id} onBack={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Policy page",
  component: Page,
  args: { role: "POSTVENTA" },
  parameters: {
    docs: {
      description: {
        component:
          "A client's policy as staff work it: its facts, its payroll with the movements in process shown first, chosen and accepted or declined by whoever holds the keys of their kind, its payment periods with each paid period's tax-document thread (answered with tax-document:comment) and its history.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An API that remembers the movements decided: they leave the list and the count. */
function decidingApi(): StaffApi {
  const decided = new Set<number>();
  return sampleStaffApi({
    policy: async () => ({
      ...sampleBackOfficePolicy,
      pendingMovements: sampleBackOfficePolicy.pendingMovements - decided.size,
    }),
    policyEmployees: async (_id, query) => {
      const employees = employeesOf(query.estado).filter(
        (each) => query.estado !== "EN_PROCESO" || !decided.has(each.id),
      );
      return { employees, total: employees.length, page: 1, pageSize: 50 };
    },
    decideMovements: async (_id, decision) => {
      for (const id of decision.ids) decided.add(id);
      return {
        message: MOVEMENTS_DECIDED_MESSAGE,
        accepted: decision.decision === "accept" ? decision.ids.length : 0,
        declined: decision.decision === "decline" ? decision.ids.length : 0,
      };
    },
  });
}

async function chooseAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole("checkbox", { name: "Elegir todos los movimientos de esta página" }),
  );
}

/** After-sales: the two movements in process, to choose and decide. */
export const Default: Story = {};
/** Both movements chosen and accepted: the notice, and nothing left in process. */
export const Accepted: Story = {
  args: { api: decidingApi },
  play: async ({ canvasElement }) => {
    await chooseAll(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Movimientos registrados. Aceptados: 2 · rechazados: 0.",
    );
    await canvas.findByText("No hay movimientos en proceso en esta póliza.");
  },
};
/** One movement chosen, declined. */
export const Declined: Story = {
  args: { api: decidingApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("checkbox", {
        name: "Elegir el movimiento de Tomás Herrera Fuentes (En proceso de alta)",
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Rechazar" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("rechazados: 1");
  },
};
/** Someone decided them meanwhile: the API's 409, in its words. */
export const AlreadyDecided: Story = {
  args: {
    api: sampleStaffApi({
      decideMovements: async () => {
        throw refusal(409, MOVEMENT_NOT_PENDING_MESSAGE);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await chooseAll(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Aceptar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MOVEMENT_NOT_PENDING_MESSAGE);
  },
};
/** Support reads the policy and its threads: no choice, no decision, no answer box. */
export const ReadOnly: Story = {
  args: { role: "EJECUTIVO DE SOPORTE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("Comentarios del período 1"));
    await canvas.findByText(/La factura del período 1/);
  },
};
/** A policy with no movement waiting. */
export const NothingPending: Story = {
  args: {
    api: sampleStaffApi({
      policy: async () => ({ ...sampleBackOfficePolicy, pendingMovements: 0 }),
      policyEmployees: async (_id, query) => {
        const employees = query.estado === "EN_PROCESO" ? [] : employeesOf(query.estado);
        return { employees, total: employees.length, page: 1, pageSize: 50 };
      },
    }),
  },
};
/** A paid period's thread opened, and the team's answer sent. */
export const CommentAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("Comentarios del período 1"));
    await userEvent.type(
      await canvas.findByLabelText("Tu respuesta"),
      "La factura corregida ya está disponible para descargar.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Enviar comentario" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Comentario enviado.");
  },
};
/** After-sales annul the first period's tax document: it reads 'Anulado', with 'Reactivar'. */
export const TaxDocumentAnnulled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Anular el documento tributario del período 1" }),
    );
    await expect(
      await canvas.findByRole("button", {
        name: "Reactivar el documento tributario del período 1",
      }),
    ).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: sampleStaffApi({ policy: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
/** A policy of another market, or none: the API answers as if it did not exist. */
export const NotFound: Story = {
  args: {
    api: sampleStaffApi({
      policy: async () => {
        throw refusal(404, "Póliza no encontrada");
      },
    }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
