import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { LoadError } from "./load-error";

const meta = {
  title: "Comparator/Load error",
  component: LoadError,
  args: { onRetry: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'Error al cargar resultados' with a 'Reintentar' button. Visitors see it in place of the results, or of a card's coverages, when the API could not be reached.",
      },
    },
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In place of the results listing. */
export const Default: Story = {};
/** Inside a product card, where the coverages should be. */
export const Compact: Story = { args: { compact: true } };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
