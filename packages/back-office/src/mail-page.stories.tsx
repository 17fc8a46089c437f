import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { MailPage } from "./mail-page";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, sampleStaffApi } from "./testing/back-office-harness";

function Page({
  to,
  api,
  language,
}: {
  to?: string;
  api?: StaffApi;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness
      staffRole="SUPERVISOR"
      api={api ?? sampleStaffApi()}
      language={language ?? "es"}
    >
      <MailPage to={to} onSearch={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Mail",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "What was written to one address, newest first, with each message's delivery state; private links appear as '[enlace privado]'.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet. */
export const Search: Story = {};
/** One message retrying after the mail server refused it, one sent. */
export const Messages: Story = { args: { to: "lucia.fernandez@example.com" } };
/** Nothing was written to the address. */
export const NoMail: Story = {
  args: { to: "nadie@example.com", api: sampleStaffApi({ mail: async () => [] }) },
};
export const English: Story = { args: { to: "lucia.fernandez@example.com", language: "en" } };
export const Phone: Story = {
  args: { to: "lucia.fernandez@example.com" },
  globals: { viewport: { value: "phone", isRotated: false } },
};
