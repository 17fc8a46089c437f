import type { Meta, StoryObj } from "@storybook/react-vite";
import "../back-office.css";
import { StaffApiError } from "../staff-api";
import { PortalHarness, samplePortalApi, sampleUninsured } from "../testing/portal-harness";
import type { PortalApi } from "./portal-api";
import { UninsuredPage } from "./uninsured-page";

function Page({ api, language }: { api?: PortalApi; language?: "es" | "en" | "pt" }) {
  return (
    <PortalHarness api={api ?? samplePortalApi()} language={language ?? "es"}>
      <UninsuredPage onOpenPolicy={() => {}} />
    </PortalHarness>
  );
}

const meta = {
  title: "Clients' portal/Uninsured",
  component: Page,
  parameters: {
    docs: {
      description: {
        component:
          "The people a company insured once and insures no more (a cancellation made, an activation declined), with the last policy that had them and until when: searched by name or RUT, a page at a time. Shown to the roles holding employee:read-uninsured.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two people: one removed on a date, one whose activation was declined. */
export const Default: Story = {};
/** Nobody matches. */
export const Empty: Story = {
  args: {
    api: samplePortalApi({
      uninsured: async () => ({ people: [], total: 0, page: 1, pageSize: 50 }),
    }),
  },
};
/** While the list loads. */
export const Loading: Story = {
  args: { api: samplePortalApi({ uninsured: () => new Promise(() => {}) }) },
  parameters: { showsPending: true },
};
/** A role without the key: the API's refusal, in its words. */
export const Forbidden: Story = {
  args: {
    api: samplePortalApi({
      uninsured: async () => {
        throw new StaffApiError(403, "Tu cuenta no tiene permiso para esta acción.");
      },
    }),
  },
};
/** The server cannot be reached. */
export const Unreachable: Story = {
  args: {
    api: samplePortalApi({
      uninsured: async () => {
        throw new StaffApiError(0, "");
      },
    }),
  },
};
/** Many pages of people. */
export const ManyPeople: Story = {
  args: {
    api: samplePortalApi({
      uninsured: async () => ({
        people: sampleUninsured,
        total: 1000,
        page: 1,
        pageSize: 50,
      }),
    }),
  },
};
export const English: Story = { args: { language: "en" } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
