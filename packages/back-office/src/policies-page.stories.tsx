import type { BackOfficePoliciesQuery } from "@qs/domain/api/back-office";
import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { PoliciesPage } from "./policies-page";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, refusal, sampleStaffApi } from "./testing/back-office-harness";

function Page({
  role,
  api,
  query,
  language,
}: {
  role: StaffRole;
  api?: StaffApi;
  query?: BackOfficePoliciesQuery;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness staffRole={role} api={api ?? sampleStaffApi()} language={language ?? "es"}>
      <PoliciesPage query={query ?? {}} onQueryChange={() => {}} onOpen={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Policies",
  component: Page,
  args: { role: "POSTVENTA" },
  parameters: {
    docs: {
      description: {
        component:
          "The clients' policies of the member's markets (policy:read): every one, or those whose company has activations or cancellations waiting for the insurer's answer. Each opens its page, where the movements are accepted or declined.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every policy: a company's with two movements waiting, a person's, a cancelled one. */
export const Default: Story = {};
/** Only the policies with movements waiting. */
export const PendingMovements: Story = { args: { query: { movimientos: "pendientes" } } };
/** No movement waiting anywhere. */
export const NothingPending: Story = {
  args: {
    query: { movimientos: "pendientes" },
    api: sampleStaffApi({
      policies: async () => ({ policies: [], page: 1, pageSize: 25, total: 0 }),
    }),
  },
};
/** No policy in the member's markets. */
export const Empty: Story = {
  args: {
    api: sampleStaffApi({
      policies: async () => ({ policies: [], page: 1, pageSize: 25, total: 0 }),
    }),
  },
};
export const Loading: Story = {
  args: { api: sampleStaffApi({ policies: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
export const Failed: Story = {
  args: {
    api: sampleStaffApi({
      policies: async () => {
        throw refusal(500, "Error interno del servidor");
      },
    }),
  },
};
/** Support reads the policies too. */
export const Support: Story = { args: { role: "EJECUTIVO DE SOPORTE" } };
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
