import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  DetailHarness,
  fakePdfLoader,
  sampleDetailProduct,
  sampleTabs,
} from "../testing/detail-harness";
import { Dialog } from "./dialog";
import { PlanDetail, type PlanDetailProps } from "./plan-detail";

const path = "/Seguros/Seguros-Andinos/Salud-Esencial";

function Detail(props: PlanDetailProps) {
  return (
    <DetailHarness>
      <PlanDetail {...props} />
    </DetailHarness>
  );
}

const meta = {
  title: "Plan detail/Page",
  component: Detail,
  args: {
    product: sampleDetailProduct,
    insurancePath: path,
    segment: null,
    tabs: sampleTabs,
    pdfLoader: fakePdfLoader(12),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A plan's page: breadcrumb, header, tabs (summary, coverages, documents, questions, request) and the request column; also opened as a modal from the results.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 900 },
    },
  },
} satisfies Meta<typeof Detail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home tab: breadcrumb, header, tabs, summary and the request column (7/5). */
export const Home: Story = {};

export const CoveragesTab: Story = { args: { segment: "Coberturas" } };

export const DocumentTab: Story = { args: { segment: "Condiciones" } };

export const FaqTab: Story = { args: { segment: "Preguntas-Frecuentes" } };

/** The request tab: the form takes the content column. */
export const RequestTab: Story = { args: { segment: "Solicitar" } };

/** Hidden, disabled and highlighted tabs. */
export const TabStates: Story = {
  args: {
    tabs: sampleTabs.map((tab) =>
      tab.url === "Clinicas"
        ? { ...tab, disabled: true }
        : tab.url === "Coberturas"
          ? { ...tab, hidden: true }
          : tab,
    ),
  },
};

/** Mobile: 3 tabs, then 'Ver más'. */
export const MobileTabs: Story = {
  args: { mobile: true },
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** Tabs still loading. */
export const LoadingTabs: Story = {
  args: { tabs: undefined },
  render: (args) => (
    <DetailHarness api={(url) => (url.pathname.endsWith("/tabs") ? "pending" : undefined)}>
      <PlanDetail {...args} />
    </DetailHarness>
  ),
};

/** In a modal: no breadcrumb, a close button, every document page. */
export const InModal: Story = {
  args: { modal: true, segment: "Condiciones" },
  render: (args) => (
    <DetailHarness>
      <Dialog
        title={args.product.displayName ?? ""}
        onClose={() => {}}
        closeLabel="Cerrar"
        size="wide"
        hideTitle
      >
        <PlanDetail {...args} />
      </Dialog>
    </DetailHarness>
  ),
};
