import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import { PortalHarness, samplePortalApi } from "../testing/portal-harness";
import { AccountsPage } from "./accounts-page";
import type { PortalApi } from "./portal-api";

function Page({ api, language }: { api?: PortalApi; language?: "es" | "en" | "pt" }) {
  return (
    <PortalHarness api={api ?? samplePortalApi()} language={language ?? "es"}>
      <AccountsPage />
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Accounts",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "A company's administrator gives portal access to a payroll manager, another administrator or an outside administrator (read only); each new account gets an e-mail to create its password.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

async function create(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Nombre"), "Ana Díaz");
  await userEvent.type(canvas.getByLabelText("Correo electrónico"), "ana.diaz@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Crear cuenta" }));
}

/** The company's accounts and the form. */
export const Accounts: Story = {};
/** A payroll manager's account created. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await create(canvasElement);
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent(
      "Cuenta creada para ana.diaz@example.com",
    );
  },
};
/** An e-mail that has an account already. */
export const AlreadyExists: Story = {
  args: {
    api: samplePortalApi({
      createAccount: async () => {
        throw new StaffApiError(409, "Ya existe una cuenta con este correo");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await create(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Ya existe una cuenta con este correo",
    );
  },
};
/** In English. */
export const English: Story = { args: { language: "en" } };
