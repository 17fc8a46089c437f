import type { Meta, StoryObj } from "@storybook/react-vite";
import { DataDate } from "./data-date";

const meta = {
  title: "Comparator/Data date",
  component: DataDate,
  args: { updatedAt: "2026-11-24T15:30:00.000Z" },
} satisfies Meta<typeof DataDate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan carries its catalogue update time: 'Datos actualizados el 24 de noviembre de 2026'. */
export const WithDate: Story = {};

/** An answer without the date (an older API): nothing is shown. */
export const WithoutDate: Story = { args: { updatedAt: null } };
