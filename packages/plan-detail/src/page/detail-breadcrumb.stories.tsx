import type { ProductItem } from "@qs/domain/product";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { sampleDetailProduct, sampleTabs } from "../testing/detail-harness";
import { DetailBreadcrumb } from "./detail-breadcrumb";
import "./plan-detail.css";

const longProduct = {
  ...sampleDetailProduct,
  displayName:
    "Plan Integral de Salud Familiar Premium con Cobertura Nacional e Internacional y Red Preferente",
  url: "Plan-Integral-de-Salud-Familiar-Premium",
  organization: {
    ...sampleDetailProduct.organization,
    displayName: "Compañía de Seguros de Vida y Salud Andina del Pacífico S.A.",
    metadata: { url: "Compania-de-Seguros-Andina-del-Pacifico", image: null },
  },
} as ProductItem;

const meta = {
  title: "Plan detail/Breadcrumb",
  component: DetailBreadcrumb,
  args: {
    insurancePath: "/Seguros/Seguros-Andinos/Salud-Esencial",
    product: sampleDetailProduct,
    tab: null,
  },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'Inicio / Seguros / Seguros Andinos / Salud Esencial' at the top of a plan's page: the insurer and the plan by name, then the open tab.",
      },
    },
  },
} satisfies Meta<typeof DetailBreadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the plan's summary: the plan is the last crumb. */
export const Default: Story = {};
/** On a tab: the plan becomes a link and the tab is the last crumb. */
export const OnATab: Story = { args: { tab: sampleTabs[3] ?? null } };
/** Very long plan and insurer names must wrap. */
export const LongTexts: Story = {
  args: {
    insurancePath:
      "/Medicina-Prepagada/Compania-de-Seguros-Andina-del-Pacifico/Plan-Integral-de-Salud-Familiar-Premium",
    product: longProduct,
    tab: sampleTabs[2] ?? null,
  },
};
export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
