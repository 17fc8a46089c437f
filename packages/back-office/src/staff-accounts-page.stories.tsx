import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { StaffAccountsPage } from "./staff-accounts-page";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, refusal, sampleStaffApi } from "./testing/back-office-harness";

function Page({ api, language }: { api?: StaffApi; language?: "es" | "en" | "pt" }) {
  return (
    <BackOfficeHarness
      staffRole="ADMINISTRADOR"
      api={api ?? sampleStaffApi()}
      language={language ?? "es"}
    >
      <StaffAccountsPage />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Staff accounts page",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "The members of staff for administrators: an enabled member (not oneself) can be disabled, a disabled one enabled, a locked-out one unlocked; machines are listed and changed by their configuration.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enabled, locked out, disabled and a machine. */
export const Default: Story = {};
/** The list could not be read. */
export const Failed: Story = {
  args: {
    api: sampleStaffApi({
      staffAccounts: async () => {
        throw refusal(0, "");
      },
    }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
