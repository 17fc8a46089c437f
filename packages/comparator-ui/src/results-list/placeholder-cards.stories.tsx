import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { PlaceholderCards } from "./placeholder-cards";
import "./results-list.css";

const meta = {
  title: "Comparator/Placeholder cards",
  component: PlaceholderCards,
  args: { view: "list", count: 3 },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "What the results listing shows while the plans load: grey card outlines and 'Buscando resultados...', whose text changes every few seconds.",
      },
    },
  },
} satisfies Meta<typeof PlaceholderCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list view (one plan per row). */
export const List: Story = {};
/** The grid view (cards side by side). */
export const Grid: Story = { args: { view: "grid", count: 6 } };
export const Phone: Story = {
  args: { view: "grid" },
  globals: { viewport: { value: "phone", isRotated: false } },
};
