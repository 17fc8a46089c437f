import { ApiError } from "@qs/api-client/api-client";
import type { StaffMe } from "@qs/domain/api/back-office";
import { SiteHarness } from "@qs/test-support/site-harness";
import { setInternalTrafficSettings } from "@qs/visitor-state/internal-traffic-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StaffEntryPage } from "./staff-entry-page";

const member: StaffMe = {
  email: "ana@queseguro.com",
  role: "BACKOFFICE",
  permissions: ["lead:read"],
  countries: ["CO"],
};

const meta = {
  title: "Staff/Staff entry page",
  component: StaffEntryPage,
  args: { setting: "internalTraffic", check: async () => member },
  loaders: [
    async () => {
      localStorage.clear();
      return {};
    },
  ],
  render: (args) => (
    <SiteHarness initialPath="/contacto">
      <StaffEntryPage {...args} />
    </SiteHarness>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The staff pages that switch a browser's internal traffic, forced refresh or pixels on and off, after checking a staff code.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof StaffEntryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function find<T extends Element>(root: HTMLElement, selector: string): Promise<T> {
  for (;;) {
    const found = root.querySelector<T>(selector);
    if (found) return found;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** /internal-traffic for a browser where it is off. */
export const InternalTrafficOff: Story = {};

/** /internal-traffic where it is on: the button turns it off. */
export const InternalTrafficOn: Story = {
  loaders: [
    async () => {
      localStorage.clear();
      setInternalTrafficSettings({ internalTraffic: true, startedAt: Date.now() });
      return {};
    },
  ],
};

/** /forced-refresh */
export const ForcedRefresh: Story = { args: { setting: "forcedRefresh" } };

/** /pixels */
export const Pixels: Story = { args: { setting: "pixels" } };

/** Sent without a code. */
export const CodeMissing: Story = {
  play: async ({ canvasElement }) => {
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
    await find(canvasElement, "[role=alert]");
  },
};

/** A wrong code: the API's Spanish message. */
export const WrongCode: Story = {
  args: {
    check: async () => {
      throw new ApiError(401, { error: "El código de acceso del personal no es válido" }, "/me");
    },
  },
  play: async ({ canvasElement }) => {
    type(await find<HTMLInputElement>(canvasElement, "input[type=password]"), "malo");
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
    await find(canvasElement, "[role=alert]");
  },
};
