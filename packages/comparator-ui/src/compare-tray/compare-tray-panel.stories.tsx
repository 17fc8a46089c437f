import type { Meta, StoryObj } from "@storybook/react-vite";
import { compareStore, type TrayProduct } from "./compare-store";
import { CompareTrayPanel } from "./compare-tray-panel";

const product = (id: number, displayName: string, organizationName = "Seguros Andinos") => ({
  id,
  displayName,
  productCode: `P-${id}`,
  organizationName,
});

/** Fills the tray before the story renders (the tray is shared by the whole page). */
const tray =
  (...items: TrayProduct[]) =>
  () => {
    compareStore.reset(items);
    return () => compareStore.reset();
  };

/** The panel at the bottom of a page, as the results listing shows it. */
function Panel() {
  return (
    <div style={{ minHeight: 240, display: "flex", flexDirection: "column" }}>
      <div style={{ flex: 1 }} />
      <CompareTrayPanel />
    </div>
  );
}

const meta = {
  title: "Comparator/Compare tray panel",
  component: Panel,
  beforeEach: tray(),
  parameters: {
    docs: {
      description: {
        component:
          "The bar at the bottom of the results listing that holds up to three plans to compare, with 'Limpiar' and 'Comparar ahora'. It appears once the visitor ticks a plan's compare box; phones have no compare boxes, so no tray.",
      },
      // The tray is one for the whole page: each story in its own frame.
      story: { inline: false, iframeHeight: 260 },
    },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No plan chosen: three empty slots. */
export const Empty: Story = {};
/** One plan chosen: 'Comparar ahora (1/3)'. */
export const OnePlan: Story = { beforeEach: tray(product(1, "Salud Esencial")) };
/** The tray is full. */
export const Full: Story = {
  beforeEach: tray(
    product(1, "Salud Esencial"),
    product(2, "Salud Plus", "Aseguradora del Pacífico"),
    product(3, "Prepagada Oro", "Medicina Prepagada Colombiana"),
  ),
};
/** Long plan and insurer names must wrap inside their slot. */
export const LongTexts: Story = {
  beforeEach: tray(
    product(
      1,
      "Plan Integral de Salud Familiar Premium con Cobertura Nacional e Internacional",
      "Compañía de Seguros de Vida y Salud Andina del Pacífico S.A.",
    ),
    product(2, "Salud Plus Preferente Clínicas Especializadas Plus", "Seguros Bolívar"),
    product(3, "Prepagada Oro", "Medicina Prepagada Colombiana"),
  ),
};
