import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountryFlag } from "./country-flag";

const meta = {
  title: "UI/CountryFlag",
  component: CountryFlag,
  args: { code: "CO", title: "Colombia" },
  parameters: {
    docs: {
      description: {
        component: "The flag of each country site, used by the footer's list of sites.",
      },
    },
  },
} satisfies Meta<typeof CountryFlag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colombia: Story = {};
export const Chile: Story = { args: { code: "CL", title: "Chile" } };
export const Peru: Story = { args: { code: "PE", title: "Perú" } };
export const Internacional: Story = { args: { code: "INT", title: "Internacional" } };
