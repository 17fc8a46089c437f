import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import { sampleInsurerQuality, sampleProducts } from "@qs/test-support/sample-products";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComparisonPage } from "./comparison-page";
import { ComparisonView } from "./comparison-view";

/** Each product answer with the catalogue's update time; the third plan's answer has none. */
const datedProducts: ApiFixture = (url) => {
  if (!url.pathname.startsWith("/api/insurance/product/")) return undefined;
  const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const index = sampleProducts.findIndex((item) => item.productCode === code);
  const product = sampleProducts[index];
  if (!product) return undefined;
  const updatedAt = ["2026-11-24T15:30:00.000Z", "2026-10-02T09:00:00.000Z"][index];
  return { body: { data: { ...product, updatedAt }, metadata: { demo: true } } };
};

/** The first plan covers the chosen clinic in its preferred network, the second by free choice. */
const networkedProducts: ApiFixture = (url) => {
  if (!url.pathname.startsWith("/api/insurance/product/")) return undefined;
  const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const index = sampleProducts.findIndex((item) => item.productCode === code);
  const product = sampleProducts[index];
  if (!product) return undefined;
  const network = [
    [{ organizationId: 301, level: "preferente", copayPercent: 10 }],
    [{ organizationId: 301, level: "libre_eleccion", copayPercent: 30 }],
    [],
  ][index];
  return { body: { data: { ...product, network }, metadata: { demo: true } } };
};

/** The first two insurers publish quality figures (the second without a regulator); the third none. */
const qualityProducts: ApiFixture = (url) => {
  if (!url.pathname.startsWith("/api/insurance/product/")) return undefined;
  const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  const index = sampleProducts.findIndex((item) => item.productCode === code);
  const product = sampleProducts[index];
  if (!product) return undefined;
  const quality = [
    sampleInsurerQuality,
    { regulator: null, reviews: { rating: 7.1, count: 96, demo: true } },
    null,
  ][index];
  return {
    body: {
      data: { ...product, organization: { ...product.organization, quality } },
      metadata: { demo: true },
    },
  };
};

function Comparison({
  codes,
  dated = false,
  clinics,
  quality = false,
}: {
  codes: string[];
  dated?: boolean;
  clinics?: number[];
  quality?: boolean;
}) {
  const api = quality
    ? qualityProducts
    : clinics
      ? networkedProducts
      : dated
        ? datedProducts
        : undefined;
  return (
    <ComparatorHarness api={api}>
      <ComparisonPage codes={codes} clinics={clinics} />
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Comparison page",
  component: Comparison,
  subcomponents: { ComparisonView },
  args: { codes: ["P-1001", "P-1002", "P-1003"] },
  parameters: {
    docs: {
      description: {
        component:
          "/Comparar/Comparacion: up to three plans side by side (price, coverages, benefits, data date), rebuilt from the link the compare tray opens.",
      },
    },
  },
} satisfies Meta<typeof Comparison>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = {};
export const TwoProducts: Story = { args: { codes: ["P-1001", "P-1002"] } };
export const Empty: Story = { args: { codes: [] } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** 'Datos actualizados' row: each plan's data date, 'No informado' where the answer has none. */
export const WithDataDates: Story = { args: { dated: true } };
/** From a listing filtered by a clinic: a row says how each plan covers it. */
export const ChosenClinic: Story = { args: { clinics: [301] } };
/**
 * The insurers' quality figures: a row per figure with its source and date ('No informado'
 * where an insurer has none), what each means under the table.
 */
export const QualityFigures: Story = { args: { quality: true } };
