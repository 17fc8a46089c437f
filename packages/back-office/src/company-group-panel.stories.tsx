import { GROUP_MESSAGES } from "@qs/domain/api/back-office";
import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { CompanyGroupPanel } from "./company-group-panel";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleBackOfficePolicy,
  sampleCompanyGroup,
  sampleStaffApi,
} from "./testing/back-office-harness";

function Panel({
  role,
  api,
  language,
}: {
  role: StaffRole;
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
      <main className="qs-bo-page">
        <CompanyGroupPanel policyId={sampleBackOfficePolicy.id} />
      </main>
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Company group",
  component: Panel,
  args: { role: "POSTVENTA" },
  parameters: {
    docs: {
      description: {
        component:
          "On a company's policy page: its enterprise group with its companies and administrators. Whoever holds admin:organization:update forms a group with the company, joins a sister company by its tax id and gives the group an administrator, who is e-mailed a link to set a password and reaches every company's policies in the portal.",
      },
    },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

const ungrouped = () =>
  sampleStaffApi({
    companyGroup: async () => ({ company: sampleCompanyGroup.company, group: null }),
  });

/** A group of two companies with one administrator, and the forms to grow it. */
export const Default: Story = {};
/** The company has no group yet. */
export const NoGroup: Story = { args: { api: ungrouped } };
/** A group formed with the company: the notice, and the group with its one company. */
export const Formed: Story = {
  args: { api: ungrouped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Nombre del grupo"), "Grupo Andino");
    await userEvent.click(canvas.getByRole("button", { name: "Formar un grupo con esta empresa" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Grupo Grupo Andino formado.",
    );
    await expect(canvas.getByText("El grupo aún no tiene administradores.")).toBeVisible();
  },
};
/** A tax id no client company of the member's markets has: the API's 404, in its words. */
export const CompanyNotFound: Story = {
  args: {
    api: sampleStaffApi({
      joinGroup: async () => {
        throw refusal(404, GROUP_MESSAGES.COMPANY_NOT_FOUND);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText("Identificación tributaria de otra empresa cliente"),
      "999999999",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Sumar la empresa al grupo" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      GROUP_MESSAGES.COMPANY_NOT_FOUND,
    );
  },
};
/** The group's administrator given access: the notice says where the link went. */
export const AdministratorInvited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Nombre del administrador"), "Pablo Vera");
    await userEvent.type(
      canvas.getByLabelText("Correo del administrador"),
      "pablo@grupoandino.example",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Dar acceso al administrador" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Le enviamos a pablo@grupoandino.example el enlace para crear su contraseña.",
    );
  },
};
/** Support reads the group and changes nothing. */
export const ReadOnly: Story = { args: { role: "EJECUTIVO DE SOPORTE" } };
export const Loading: Story = {
  args: { api: sampleStaffApi({ companyGroup: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
