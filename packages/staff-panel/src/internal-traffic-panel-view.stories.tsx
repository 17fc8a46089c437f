import { OFF } from "@qs/visitor-state/internal-traffic-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { InternalTrafficPanelView } from "./internal-traffic-panel-view";

const noop = () => {};
const on = { ...OFF, internalTraffic: true, startedAt: 0, staffEmail: "ana@queseguro.com" };

const meta = {
  title: "Staff/Internal traffic panel",
  component: InternalTrafficPanelView,
  args: {
    settings: on,
    referrerName: null,
    showOptions: true,
    onComparison: false,
    onToggle: noop,
    onPonderation: noop,
    onCopy: noop,
    onDisableReferral: noop,
    onEnd: noop,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The floating panel staff see on every page while internal traffic is on: its switches, the ponderation and, on the comparison page, the buttons that copy its address. Visitors never see it.",
      },
      // A floating panel in a corner of the page: each story in its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof InternalTrafficPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the launcher, labelled 'Tráfico interno'. */
export const Closed: Story = {};

/** Open: the switches and the ponderation field. */
export const Open: Story = { args: { defaultOpen: true } };

/** Forced refresh and pixels off switched on, with a ponderation. */
export const WithSettings: Story = {
  args: {
    defaultOpen: true,
    settings: { ...on, forcedRefresh: true, pixelsDisabled: true, ponderation: 0.375 },
  },
};

/** On the comparison route: the copy-URL buttons. */
export const OnComparison: Story = { args: { defaultOpen: true, onComparison: true } };

/** A staff referral: the panel names it. */
export const WithReferrer: Story = {
  args: { defaultOpen: true, referrerName: "Valentina Soto" },
};

/** A referral that does not allow the options: they are off, a click disables the referral. */
export const LockedByReferral: Story = {
  args: { defaultOpen: true, referrerName: "Luis Quispe", showOptions: false },
};

/** After a copy button: 'Copiado' under them. */
export const Copied: Story = {
  args: { defaultOpen: true, onComparison: true },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>(".qs-staff-panel__copy button")?.click();
  },
};

/** A long referrer name must wrap in the launcher and the title. */
export const LongTexts: Story = {
  args: {
    defaultOpen: true,
    referrerName: "María José Fernández de la Torre Villalobos (Corredores Andinos)",
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true, onComparison: true },
  globals: { viewport: { value: "phone", isRotated: false } },
};
