import type { StaffRole } from "@qs/domain/staff-access";
import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { InboxPage } from "./inbox-page";
import type { InboxSearch } from "./inbox-search";
import type { StaffApi } from "./staff-api";
import { BackOfficeHarness, refusal, sampleStaffApi } from "./testing/back-office-harness";

function Page({
  role,
  api,
  search,
  language,
}: {
  role: StaffRole;
  api?: StaffApi;
  search?: InboxSearch;
  language?: "es" | "en" | "pt";
}) {
  return (
    <BackOfficeHarness staffRole={role} api={api ?? sampleStaffApi()} language={language ?? "es"}>
      <InboxPage search={search ?? {}} onSearchChange={() => {}} onOpen={() => {}} />
    </BackOfficeHarness>
  );
}

const meta = {
  title: "Back office/Inbox page",
  component: Page,
  args: { role: "EJECUTIVO" },
  parameters: {
    docs: {
      description: {
        component:
          "The leads inbox: the queues a role may see (its own, the unassigned, the team's for supervisors and heads), the filters, a page of leads oldest first with 'Tomar' on the unassigned ones for whoever may take them, and the pages.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An advisor's queue: no 'Equipo' tab. */
export const Advisor: Story = {};
/** A supervisor on the team's queue. */
export const SupervisorTeam: Story = { args: { role: "SUPERVISOR", search: { queue: "team" } } };
/** Support reads leads and takes none: no 'Tomar'. */
export const SupportReadOnly: Story = { args: { role: "EJECUTIVO DE SOPORTE" } };
/** Filters that hold nothing. */
export const Empty: Story = {
  args: {
    search: { status: 4, market: "CO" },
    api: sampleStaffApi({
      leads: async () => ({ leads: [], page: 1, pageSize: 25, total: 0, more: false }),
    }),
  },
};
/** Page 3 of many. */
export const ManyPages: Story = {
  args: {
    search: { page: 3 },
    api: sampleStaffApi({
      leads: async () => ({
        leads: (await sampleStaffApi().leads({})).leads,
        page: 3,
        pageSize: 25,
        total: 1234,
        more: false,
      }),
    }),
  },
};
/** More than the 10,000 leads a queue pages through: narrow the filters. */
export const MoreThanTenThousand: Story = {
  args: {
    role: "SUPERVISOR",
    search: { queue: "team" },
    api: sampleStaffApi({
      leads: async () => ({
        leads: (await sampleStaffApi().leads({})).leads,
        page: 1,
        pageSize: 25,
        total: 10_000,
        more: true,
      }),
    }),
  },
};
/** The answer is on its way. */
export const Loading: Story = {
  args: { api: sampleStaffApi({ leads: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
/** The API refused (a filter it does not accept) or could not be reached. */
export const Failed: Story = {
  args: {
    api: sampleStaffApi({
      leads: async () => {
        throw refusal(0, "");
      },
    }),
  },
};
export const English: Story = { args: { language: "en", role: "SUPERVISOR" } };
export const Portuguese: Story = { args: { language: "pt" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
