import { OFF } from "@qs/ui/internal-traffic-store";
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

export const Mobile: Story = {
  args: { defaultOpen: true, onComparison: true },
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
