import type { ProductItem } from "@qs/domain/product";
import type { ApiFixture } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { SummaryTab } from "./summary-tab";
import "./plan-detail.css";

const demo = { demo: true };

const categories = [
  {
    id: 1,
    name: "hospitalizacion",
    displayName: "Hospitalización",
    coverages: [
      {
        id: 11,
        name: "Habitación individual",
        amounts: { percentage: { minAmount: 100, maxAmount: 100 } },
      },
      {
        id: 12,
        name: "Honorarios médicos",
        amounts: { percentage: { minAmount: 80, maxAmount: 100 } },
      },
      { id: 13, name: "Medicamentos durante la hospitalización" },
    ],
  },
  {
    id: 2,
    name: "ambulatorio",
    displayName: "Atención ambulatoria",
    coverages: [
      { id: 21, name: "Consultas médicas", amounts: { percentage: { minAmount: 70 } } },
      { id: 22, name: "Exámenes de laboratorio", amounts: { percentage: { minAmount: 60 } } },
    ],
  },
];

const features = [
  { id: 1, name: "Telemedicina 24/7" },
  { id: 2, name: "Cobertura dental" },
  { id: 3, name: "Chequeo anual" },
];

type Answer = ReturnType<ApiFixture>;

/** The tab over the given answers of the coverages and the other benefits. */
function Summary({
  product,
  withDescription,
  coverages,
  otherBenefits,
}: {
  product: ProductItem;
  withDescription?: boolean;
  coverages: Answer;
  otherBenefits: Answer;
}) {
  return (
    <DetailHarness
      api={(url) =>
        url.pathname.endsWith("/benefitCategories")
          ? coverages
          : url.pathname.endsWith("/features")
            ? otherBenefits
            : undefined
      }
    >
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <SummaryTab product={product} withDescription={withDescription} />
      </div>
    </DetailHarness>
  );
}

const loaded = (data: unknown) => ({ body: { data, metadata: demo } });

const meta = {
  title: "Plan detail/Summary tab",
  component: Summary,
  args: {
    product: sampleDetailProduct,
    coverages: loaded({ tags: [], coverages: [], categories }),
    otherBenefits: loaded(features),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The summary and coverage tabs of a plan's page: the plan's description, its coverages by category with their percentages, and its other benefits.",
      },
    },
  },
} satisfies Meta<typeof Summary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary tab: description, coverages and other benefits. */
export const Default: Story = {};
/** The coverage tab: the same without the description. */
export const CoveragesOnly: Story = { args: { withDescription: false } };
export const Loading: Story = { args: { coverages: "pending", otherBenefits: "pending" } };
/** The plan has no coverage information and no other benefits. */
export const Empty: Story = {
  args: {
    coverages: loaded({ tags: [], coverages: [], categories: [] }),
    otherBenefits: loaded([]),
  },
};
/** The coverages could not be loaded: the error with 'Reintentar'. */
export const LoadError: Story = {
  args: { coverages: { status: 404, body: { error: "Producto no encontrado" } } },
};
/** A Chilean Isapre plan: its facts (code, coverage, annual top) above the coverages. */
export const IsapreFacts: Story = {
  args: {
    product: {
      ...sampleDetailProduct,
      displayName: "Colmena Preferente Clínica Dávila",
      healthPlan: {
        codigoplan: "67-ISA-2101-24",
        nombreplan: "Colmena Preferente Clínica Dávila",
        codigoprestador: 67,
        modalidadplan: "preferente",
        amplitudcobertura: "Nacional",
        topeanual: 0,
        estadoplan: "Si Comer.",
      },
    } as ProductItem,
  },
};
/** Long description, category and coverage names must wrap. */
export const LongTexts: Story = {
  args: {
    product: {
      ...sampleDetailProduct,
      description:
        "Plan de salud con hospitalización y cirugía cubiertas al cien por ciento en la red preferente de clínicas, urgencias sin copago en todo el territorio nacional, telemedicina las veinticuatro horas y cobertura internacional para emergencias médicas durante viajes de hasta noventa días consecutivos.",
    } as ProductItem,
    coverages: loaded({
      tags: [],
      coverages: [],
      categories: [
        {
          id: 3,
          name: "maternidad",
          displayName: "Maternidad, parto, control prenatal y cuidados del recién nacido",
          coverages: [
            {
              id: 31,
              name: "Parto normal o por cesárea en clínica de la red preferente con habitación individual y acompañante",
              amounts: { percentage: { minAmount: 90, maxAmount: 100 } },
            },
          ],
        },
      ],
    }),
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
