import type { Meta, StoryObj } from "@storybook/react-vite";
import { Header } from "./header";

const meta = { title: "Site shell/Header", component: Header } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: top bar, brand, menu placeholder while categories load, language selector. */
export const Desktop: Story = {};
/** Below 992 px the menu collapses. */
export const Mobile: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } };
