import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { LeadPage } from "./lead-page";
import type { StaffApi } from "./staff-api";
import {
  BackOfficeHarness,
  refusal,
  sampleLead,
  sampleStaffApi,
} from "./testing/back-office-harness";

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
      <LeadPage id={sampleLead.id} onBack={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Lead page",
  component: Page,
  args: { role: "EJECUTIVO" },
  parameters: {
    docs: {
      description: {
        component:
          "A lead: its contact, orders, status, the statuses the lifecycle allows next (with the sub-statuses and, for Fallido, the failure reasons) and its assignment. A role sees only what it may do.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An advisor on an unassigned purchase: can move it and take it. */
export const Advisor: Story = {};
/** A supervisor: can assign it to anyone. */
export const Supervisor: Story = { args: { role: "SUPERVISOR" } };
/** After-sales reads it and changes nothing here. */
export const ReadOnly: Story = { args: { role: "POSTVENTA" } };
/** Assigned, contacted, no orders. */
export const AssignedNoOrders: Story = {
  args: {
    role: "SUPERVISOR",
    api: sampleStaffApi({
      lead: async () => ({
        ...sampleLead,
        kind: "contact",
        status: { id: 2, name: "Asignado" },
        subStatus: { id: 201, name: "Contactado" },
        assignee: { email: "bruno.diaz@queseguro.test" },
        assignedAt: sampleLead.createdAt,
        orders: [],
      }),
    }),
  },
};
/** A lead of another market, or none: the API answers as if it did not exist. */
export const NotFound: Story = {
  args: {
    api: sampleStaffApi({
      lead: async () => {
        throw refusal(404, "Solicitud no encontrada");
      },
    }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
