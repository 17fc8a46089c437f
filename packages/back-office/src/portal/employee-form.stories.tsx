import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { Notice } from "../field";
import { StaffApiError } from "../staff-api";
import {
  PortalHarness,
  sampleEmployees,
  samplePolicy,
  samplePortalApi,
} from "../testing/portal-harness";
import { EmployeeForm } from "./employee-form";
import { type PortalApi, RefusedListError } from "./portal-api";

function Form({
  edit,
  api,
  language,
}: {
  /** Change the data of the payroll's first person rather than add one. */
  edit?: boolean;
  api?: PortalApi;
  language?: "es" | "en" | "pt";
}) {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <PortalHarness api={api ?? samplePortalApi()} language={language ?? "es"}>
      <main className="qs-bo-page">
        {saved ? (
          <Notice kind="done">{saved}</Notice>
        ) : (
          <EmployeeForm
            policyId={samplePolicy.id}
            employee={edit ? sampleEmployees[0] : undefined}
            onSaved={setSaved}
            onCancel={() => {}}
          />
        )}
      </main>
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Employee form",
  component: Form,
  parameters: {
    docs: {
      description: {
        component:
          "One person added to a company's policy (an activation: in process until the insurer confirms it) or a person's data changed (their RUT stays). The fields are the activation layout's; each of the API's refusals is shown beside its field, what no field shows above the form.",
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const refusedCells = new RefusedListError(
  "Datos inválidos: corrige los campos indicados",
  [
    { row: 1, column: "Nombre", message: "El campo Nombre es obligatorio" },
    { row: 1, column: "RUT", message: "El RUT no es un RUT válido" },
    { row: 1, column: "Género", message: "El género debe ser Masculino o Femenino" },
    { row: 1, column: "Correo electrónico", message: "El correo electrónico no es válido" },
    { row: 1, column: "Fecha de vigencia", message: "El campo Fecha de vigencia es obligatorio" },
    {
      row: 1,
      column: "RUT del titular",
      message: "El RUT del titular es obligatorio para una carga",
    },
  ],
  6,
);

const submit = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name }));
};

/** A new person: the layout's fields, empty, a holder by default. */
export const Add: Story = {};
/** A person's data: their contact and effective date filled in, their name typed again. */
export const Edit: Story = { args: { edit: true } };
/** Refused field by field: each message beside its field, the holder's RUT above. */
export const Refused: Story = {
  args: {
    api: samplePortalApi({
      addEmployee: async () => {
        throw refusedCells;
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Agregar persona");
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("RUT")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Nombre")).toHaveAccessibleDescription(
      "El campo Nombre es obligatorio",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "RUT del titular: El RUT del titular es obligatorio para una carga",
    );
  },
};
/** A person already insured or in process, or a policy not in force: the API's 409, whole. */
export const Conflict: Story = {
  args: {
    api: samplePortalApi({
      addEmployee: async () => {
        throw new StaffApiError(409, "Esta persona ya tiene un movimiento en proceso");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Agregar persona");
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Esta persona ya tiene un movimiento en proceso",
    );
  },
};
/** A person's data saved: the API's message and the name as it now stands. */
export const Saved: Story = {
  args: { edit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Nombre"), "Camila");
    await userEvent.type(canvas.getByLabelText("Apellido paterno"), "González");
    await userEvent.type(canvas.getByLabelText("Apellido materno"), "Rojas");
    await submit(canvasElement, "Guardar cambios");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Datos actualizados (Camila González Rojas).",
    );
  },
};
/** The server could not be reached. */
export const Unreachable: Story = {
  args: {
    api: samplePortalApi({
      addEmployee: async () => {
        throw new StaffApiError(0, "");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, "Agregar persona");
    await within(canvasElement).findByRole("alert");
  },
};
/** In English: the labels translated, the API's messages as they come. */
export const English: Story = { args: { language: "en" } };
/** On a phone, refused: one field a line. */
export const Phone: Story = {
  ...Refused,
  globals: { viewport: { value: "phone", isRotated: false } },
};
