import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ShareControl } from "./share-button";

const address = "https://www.queseguro.co/url/Xk3vQ9aLm2Pz7Rt5Wc8YbQ";
const noop = () => {};

const meta = {
  title: "Product display/Share button",
  component: ShareControl,
  args: { state: { status: "idle" }, onShare: noop },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'Compartir' on a plan's page and in the comparison: it stores a short link, copies it and says what was shared.",
      },
    },
  },
} satisfies Meta<typeof ShareControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Compartir', ready. */
export const Idle: Story = {};

/** The short link is being stored. */
export const Creating: Story = {
  args: { state: { status: "creating" } },
  // Busy by design: the picture is of the button while the link is created.
  parameters: { showsPending: true },
};

/** Copied: '¡Enlace del plan copiado al portapapeles!' for 2 s. */
export const Copied: Story = {
  args: { state: { status: "copied", address, withoutProfile: false } },
};

/** Copied, but the visitor's profile stayed out: no consent to use its health data. */
export const CopiedWithoutProfile: Story = {
  args: { state: { status: "copied", address, withoutProfile: true } },
};

/** The browser refused the clipboard: the link, selected, to copy by hand. */
export const ClipboardRefused: Story = {
  args: { state: { status: "refused", address, withoutProfile: false } },
};

/** The API refused or failed: its reason, in Spanish. */
export const Failed: Story = {
  args: { state: { status: "error", message: "La URL debe ser de un dominio aprobado" } },
};

/** Waiting for the visitor's consent to be checked. */
export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = {
  args: { state: { status: "refused", address, withoutProfile: true } },
  globals: { viewport: { value: "phone", isRotated: false } },
};
