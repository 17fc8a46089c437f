import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { sampleCostProjection } from "@qs/test-support/comparator-harness";
import { withSite } from "@qs/test-support/with-site";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { CostProjectionView } from "./cost-projection";

const isapre = {
  ...sampleCostProjection,
  currency: "CLP",
  yearlyAdjustmentPercent: 5.04,
  adjustmentSource:
    "Superintendencia de Salud, adecuación anual de precios base (valores de demostración)",
  ufValue: 39_200,
  years: sampleCostProjection.years.map((year, index) => {
    const premiums = Math.round(2_600_000 * 1.0504 ** index);
    return {
      ...year,
      ages: [40 + index, 8 + index],
      premiums,
      outOfPocket: 240_000,
      total: premiums + 240_000,
    };
  }),
};
const sum = (count: number) =>
  isapre.years.slice(0, count).reduce((total, year) => total + year.total, 0);

const meta = {
  title: "Product display/Cost over ten years",
  component: CostProjectionView,
  args: { projection: sampleCostProjection },
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
          "A plan page's next ten years for the visitor's household: a chart of each year's premiums and expected out-of-pocket, the same figures in a table, the five- and ten-year sums and the assumptions.",
      },
    },
  },
} satisfies Meta<typeof CostProjectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's prices by age band: the step at 30 is the plan's next band. */
export const ByAgeBand: Story = {};

/** An Isapre plan: premiums grow by the Isapre's assumed yearly adjustment, with its source. */
export const IsapreAdjustment: Story = {
  args: { projection: { ...isapre, fiveYears: sum(5), tenYears: sum(10) } },
  decorators: [withSite({ config: sampleChileSiteConfig })],
};

/** A year the plan prices nobody (a person past its last age band): 'Sin precio', no sums. */
export const PastTheLastBand: Story = {
  args: {
    projection: {
      ...sampleCostProjection,
      years: sampleCostProjection.years.map((year, index) =>
        index < 7 ? year : { ...year, premiums: null, outOfPocket: null, total: null },
      ),
      tenYears: null,
    },
  },
};

/** On a phone: the table scrolls sideways. */
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** In English. */
export const English: Story = { decorators: [withSite({ language: "en" })] };
