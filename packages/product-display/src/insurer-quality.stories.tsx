import { sampleInsurerQuality } from "@qs/test-support/sample-products";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { QualityCell, QualitySection } from "./insurer-quality";
import { QualitySummary } from "./insurer-quality-summary";

const meta = {
  title: "Product display/Insurer quality",
  component: QualitySection,
  args: { insurer: "Seguros Andinos", quality: sampleInsurerQuality },
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
          "How an insurer treats its customers: the regulator's complaint index, claims paid and response time, each with its source and date, and the reviews. The plan page shows every figure with what it means; a card shows two; none of them moves a plan in any order.",
      },
    },
  },
} satisfies Meta<typeof QualitySection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan page's section: every figure, what it means, its source and date (demo values). */
export const PlanPage: Story = {};

/** An international plan: its regulator abroad publishes no such figures; the reviews remain. */
export const WithoutRegulator: Story = {
  args: {
    insurer: "Global Health",
    quality: { regulator: null, reviews: { rating: 7.1, count: 96, demo: true } },
  },
};

/** A figure the regulator left out: 'No informado'. */
export const FigureMissing: Story = {
  args: {
    quality: {
      ...sampleInsurerQuality,
      regulator: sampleInsurerQuality.regulator && {
        ...sampleInsurerQuality.regulator,
        resolutionDays: null,
      },
    },
  },
};

/** The card's line: the stars and reviews, the claims paid and their source. */
export const CardLine: Story = {
  render: (args) => <QualitySummary quality={args.quality} />,
};

/** A card whose insurer has reviews only. */
export const CardLineReviewsOnly: Story = {
  args: { quality: { regulator: null, reviews: { rating: 9.7, count: 1, demo: true } } },
  render: (args) => <QualitySummary quality={args.quality} />,
};

/** A comparison cell: the value with its source beneath, and 'No informado'. */
export const ComparisonCells: Story = {
  render: (args) => (
    <table>
      <tbody>
        <tr>
          <th scope="row">Siniestros pagados</th>
          <td>
            <QualityCell quality={args.quality} figure="claimsPaidPercent" />
          </td>
          <td>
            <QualityCell quality={null} figure="claimsPaidPercent" />
          </td>
        </tr>
      </tbody>
    </table>
  ),
};
