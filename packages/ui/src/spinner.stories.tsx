import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: { label: "Buscando resultados..." },
  parameters: {
    docs: {
      description: {
        component:
          "The spinning wheel with its text, shown wherever something loads; the text is always read by screen readers.",
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {};
export const LabelHidden: Story = { args: { hideLabel: true, label: "Cargando..." } };
