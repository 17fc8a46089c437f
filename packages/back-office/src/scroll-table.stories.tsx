import type { Meta, StoryObj } from "@storybook/react-vite";
import "./back-office.css";
import { ScrollTable } from "./scroll-table";

const meta = {
  title: "Back office/Scroll table",
  component: ScrollTable,
  args: {
    label: "Pedidos",
    children: (
      <>
        <thead>
          <tr>
            {["Pedido", "Fecha", "Comprador", "País", "Monto", "Estado del pago"].map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>QS-CO-7F3K2A</td>
            <td>28/11/26</td>
            <td>Lucía Fernández · lucia.fernandez@example.com</td>
            <td>CO</td>
            <td>185.000 COP</td>
            <td>Transferencia por confirmar</td>
          </tr>
        </tbody>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A back-office table in a named region a keyboard can focus and scroll sideways on a phone; busy while its rows are read again.",
      },
    },
  },
} satisfies Meta<typeof ScrollTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Wider than a phone: it scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
