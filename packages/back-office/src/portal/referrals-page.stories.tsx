import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import {
  PortalHarness,
  REFERRER_ACCESS_TEXT,
  samplePortalApi,
  sampleReferrals,
} from "../testing/portal-harness";
import type { PortalApi } from "./portal-api";
import { ReferralsPage, ReferrerAccessPage } from "./referrals-page";

function Referrals({ api, language }: { api?: PortalApi; language?: "es" | "en" | "pt" }) {
  return (
    <PortalHarness
      clientRole="REFERIDOR"
      api={api ?? samplePortalApi()}
      language={language ?? "es"}
    >
      <ReferralsPage />
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Referrals",
  component: Referrals,
  parameters: {
    docs: {
      description: {
        component:
          "A referrer's home in the portal: the requests that came with their referral, newest first, with the visitor's name, the plan, the country and the lead's status and sub-status as the reference data names them.",
      },
    },
  },
} satisfies Meta<typeof Referrals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three requests: one sold, one being worked, one failed (a visitor who left no name). */
export const Default: Story = {};
/** No request has named the referrer yet. */
export const Empty: Story = {
  args: {
    api: samplePortalApi({
      referrals: async () => ({ referrals: [], total: 0, page: 1, pageSize: 50 }),
    }),
  },
};
/** While the list loads. */
export const Loading: Story = {
  args: { api: samplePortalApi({ referrals: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
/** Many pages of requests. */
export const ManyPages: Story = {
  args: {
    api: samplePortalApi({
      referrals: async () => ({ referrals: sampleReferrals, total: 120, page: 1, pageSize: 50 }),
    }),
  },
};
/** The server cannot be reached. */
export const Unreachable: Story = {
  args: {
    api: samplePortalApi({
      referrals: async () => {
        throw new StaffApiError(0, "");
      },
    }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

function Access({ api, language }: { api?: PortalApi; language?: "es" | "en" | "pt" }) {
  return (
    <PortalHarness clientRole={null} api={api ?? samplePortalApi()} language={language ?? "es"}>
      <ReferrerAccessPage onSignIn={() => {}} />
    </PortalHarness>
  );
}

/** A referral advisor asks for access with their e-mail. */
export const AccessRequest: Story = { render: () => <Access /> };
/** Sent: the same words for any address, so the page tells nobody who is a referrer. */
export const AccessSent: Story = {
  render: () => <Access />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Correo electrónico"), "ana@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar enlace" }));
    await expect(await canvas.findByText(REFERRER_ACCESS_TEXT)).toBeVisible();
  },
};
/** An address the API refuses: its message beside the field. */
export const AccessRefused: Story = {
  render: () => (
    <Access
      api={samplePortalApi({
        requestReferrerAccess: async () => {
          throw new StaffApiError(400, "Revisa los datos", "INVALID_INPUT", [
            { path: "email", message: "Ingresa un correo electrónico válido" },
          ]);
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Correo electrónico"), "ana@");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar enlace" }));
    await expect(await canvas.findByText("Ingresa un correo electrónico válido")).toBeVisible();
    await expect(canvas.getByLabelText("Correo electrónico")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};
/** The server cannot be reached. */
export const AccessUnreachable: Story = {
  render: () => (
    <Access
      api={samplePortalApi({
        requestReferrerAccess: async () => {
          throw new StaffApiError(0, "");
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Correo electrónico"), "ana@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar enlace" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};
export const AccessEnglish: Story = { render: () => <Access language="en" /> };
