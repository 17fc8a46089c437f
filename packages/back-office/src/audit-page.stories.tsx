import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { AuditPage } from "./audit-page";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, refusal, sampleStaffApi } from "./testing/back-office-harness";

function Page({ api, language }: { api?: StaffApi; language?: "es" | "en" | "pt" }) {
  return (
    <BackOfficeHarness
      staffRole="ADMINISTRADOR"
      api={api ?? sampleStaffApi()}
      language={language ?? "es"}
    >
      <AuditPage query={{}} onQueryChange={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Audit page",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "The staff audit administrators read: who read or changed what (the route, the kind and number of records, their markets), the outcome (refusals too), from where and when, newest first.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ins, reads and changes, one refused. */
export const Default: Story = {};
/** Nothing in the period. */
export const Empty: Story = {
  args: {
    api: sampleStaffApi({ audit: async () => ({ entries: [], page: 1, pageSize: 50, total: 0 }) }),
  },
};
/** The API refused the filters (a period the wrong way round). */
export const Refused: Story = {
  args: {
    api: sampleStaffApi({
      audit: async () => {
        throw refusal(400, "La fecha de inicio debe ser anterior a la de término");
      },
    }),
  },
};
export const Portuguese: Story = { args: { language: "pt" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
