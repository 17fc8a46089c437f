import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { compareStore, type TrayProduct } from "./compare-store";
import { CompareTrayBar } from "./compare-tray";

const product = (id: number, displayName: string): TrayProduct => ({
  id,
  displayName,
  productCode: `P-${id}`,
  organizationName: "Seguros Andinos",
});

function Tray({ items }: { items: TrayProduct[] }) {
  useEffect(() => compareStore.reset(items), [items]);
  return (
    <div style={{ minHeight: 200, display: "flex", alignItems: "flex-end" }}>
      <div style={{ flex: 1 }}>
        <CompareTrayBar showEmpty />
      </div>
    </div>
  );
}

const meta = {
  title: "Comparator/Compare tray",
  component: Tray,
  args: { items: [] },
  parameters: {
    docs: {
      description: {
        component:
          "The compare tray as the results listing mounts it: nothing until a plan is ticked, then the bar with up to three plans and 'Comparar ahora'.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 260 },
    },
  },
} satisfies Meta<typeof Tray>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partial: Story = { args: { items: [product(1, "Salud Esencial")] } };
export const Full: Story = {
  args: {
    items: [product(1, "Salud Esencial"), product(2, "Salud Plus"), product(3, "Prepagada Oro")],
  },
};
