import type { Meta, StoryObj } from "@storybook/react-vite";
import { NetworkLevelBadge } from "./network-level";

const meta = {
  title: "Provider directory/Network level",
  component: NetworkLevelBadge,
  args: { level: "preferente", copayPercent: 10 },
  parameters: {
    docs: {
      description: {
        component:
          "How a plan covers one provider: its preferred network, free choice, or not at all, with the share of the bill the member pays.",
      },
    },
  },
} satisfies Meta<typeof NetworkLevelBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the preferred network: the lowest copay. */
export const Preferred: Story = {};
/** Covered by free choice. */
export const FreeChoice: Story = { args: { level: "libre_eleccion", copayPercent: 35 } };
/** Named by the plan as not covered: no copay shown. */
export const Excluded: Story = { args: { level: "excluido", copayPercent: null } };
