import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./footer";

const meta = { title: "Site shell/Footer", component: Footer, args: { year: 2026 } } satisfies Meta<
  typeof Footer
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } };
