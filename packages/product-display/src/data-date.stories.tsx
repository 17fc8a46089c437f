import type { Meta, StoryObj } from "@storybook/react-vite";
import { DataDate } from "./data-date";

const meta = {
  title: "Product display/Data date",
  component: DataDate,
  args: { updatedAt: "2026-11-24T15:30:00.000Z" },
  parameters: {
    docs: {
      description: {
        component:
          "'Datos actualizados el …' under a plan's name: when the catalogue last changed the plan's data. Visitors see it on the plan page and in the comparison.",
      },
    },
  },
} satisfies Meta<typeof DataDate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan carries its catalogue update time: 'Datos actualizados el 24 de noviembre de 2026'. */
export const WithDate: Story = {};

/** An answer without the date (an older API): nothing is shown. */
export const WithoutDate: Story = { args: { updatedAt: null } };
