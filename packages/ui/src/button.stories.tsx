import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, buttonClass } from "./button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Calcular precios" },
  parameters: {
    docs: {
      description: {
        component: "The site's button in its three variants, also used as a link's look.",
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary", children: "Ver detalle" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancelar" } };
export const Disabled: Story = { args: { disabled: true, children: "Confirmar" } };
export const AsLink: Story = {
  render: () => (
    <a className={buttonClass("secondary")} href="#contacto">
      Ir a contacto
    </a>
  ),
};
