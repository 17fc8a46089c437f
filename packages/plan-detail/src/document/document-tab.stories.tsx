import type { Tab } from "@qs/domain/tab";
import type { ApiFixture } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  DetailHarness,
  fakePdfLoader,
  sampleDetailProduct,
  sampleTabs,
} from "../testing/detail-harness";
import { DocumentTab } from "./document-tab";
import type { PdfLoader } from "./pdf-source";
import "../page/plan-detail.css";

const conditionsTab = sampleTabs.find((tab) => tab.url === "Condiciones") as Tab;

/** The tab over the given answer of the product's documents (the sample two without one). */
function Documents({
  tab,
  modal,
  loader,
  documents,
}: {
  tab: Tab;
  modal: boolean;
  loader: PdfLoader;
  documents?: ReturnType<ApiFixture>;
}) {
  return (
    <DetailHarness
      api={(url) =>
        documents && url.pathname.startsWith("/api/documents/insurance/") ? documents : undefined
      }
    >
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <DocumentTab tab={tab} product={sampleDetailProduct} modal={modal} loader={loader} />
      </div>
    </DetailHarness>
  );
}

const documentList = (...names: string[]) => ({
  body: {
    data: names.map((name, index) => ({
      id: 41 + index,
      insuranceId: 1001,
      name,
      url: `/api/documents/${41 + index}/file`,
      pages: 4,
    })),
    metadata: { demo: true },
  },
});

const meta = {
  title: "Plan detail/Document tab",
  component: Documents,
  args: { tab: conditionsTab, modal: false, loader: fakePdfLoader(3) },
  parameters: {
    docs: {
      description: {
        component:
          "A document tab of a plan's page (such as 'Condiciones'): the tab's PDF, read in the page, with buttons to switch to the plan's other documents.",
      },
    },
  },
} satisfies Meta<typeof Documents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's own document first, the plan's other document one click away. */
export const Default: Story = {};
/** The plan has no other document: no buttons, only the tab's PDF. */
export const SingleDocument: Story = { args: { documents: documentList() } };
/** The PDF is on its way. */
export const Loading: Story = {
  args: { loader: fakePdfLoader(3, { pending: true }) },
  // The document never comes: the picture is of the loading state.
  parameters: { showsPending: true },
};
/** The PDF could not be read. */
export const LoadError: Story = { args: { loader: fakePdfLoader(0, { fail: true }) } };
/** In the plan's modal: every page of the document. */
export const InModal: Story = { args: { modal: true } };
/** Many documents with long names: the buttons must wrap. */
export const LongTexts: Story = {
  args: {
    documents: documentList(
      "Condiciones generales",
      "Condiciones particulares del Plan Integral de Salud Familiar Premium",
      "Cuadro de beneficios, copagos y deducibles por prestador",
      "Red de clínicas y hospitales en convenio a nivel nacional",
    ),
  },
};
export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
