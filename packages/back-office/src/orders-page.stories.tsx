import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "./back-office.css";
import { OrdersPage } from "./orders-page";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, refusal, sampleStaffApi } from "./testing/back-office-harness";

function Page({
  role,
  api,
  language,
}: {
  role: StaffRole;
  api?: StaffApi;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness staffRole={role} api={api ?? sampleStaffApi()} language={language ?? "es"}>
      <OrdersPage
        query={{}}
        onQueryChange={() => {}}
        onOpenLead={() => {}}
        onOpenPolicy={() => {}}
      />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Orders",
  component: Page,
  args: { role: "BACKOFFICE" },
  parameters: {
    docs: {
      description: {
        component:
          "The orders, newest first, with their buyer, market, amount and payment state (all, to confirm, paid); a transfer waiting for its confirmation has 'Confirmar transferencia' for the roles that confirm them.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The back office: a transfer to confirm and a paid subscription. */
export const Default: Story = {};
/** Support reads the orders and confirms nothing. */
export const ReadOnly: Story = { args: { role: "EJECUTIVO DE SOPORTE" } };
/** A transfer confirmed. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Confirmar transferencia" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("QS-CO-7F3K2A");
  },
};
/** A transfer someone else confirmed meanwhile: the API's refusal. */
export const ConfirmRefused: Story = {
  args: {
    api: sampleStaffApi({
      confirmTransfer: async () => {
        throw refusal(409, "El pedido no es una transferencia pendiente de confirmación");
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Confirmar transferencia" }));
    await canvas.findByRole("alert");
  },
};
export const Empty: Story = {
  args: {
    api: sampleStaffApi({ orders: async () => ({ orders: [], page: 1, pageSize: 25, total: 0 }) }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
