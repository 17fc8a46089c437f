import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { sampleBenefits, sampleFactors, sampleFees } from "../testing/isapre-plan-samples";
import { PlanBenefitsView, PlanFactorsView } from "./isapre-plan-tabs";

const meta = {
  title: "Plan detail/Isapre plan data",
  component: PlanBenefitsView,
  args: { benefits: sampleBenefits, fees: sampleFees },
  decorators: [
    withSite({ config: sampleChileSiteConfig }),
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
          "An Isapre plan's 'Prestaciones y aranceles' tab (each benefit's coverage in the preferred network and by free choice, with its cap; the fee schedule with what the plan pays and the copay) and its 'Tabla de factores' tab (the factors and what each age pays a month).",
      },
    },
  },
} satisfies Meta<typeof PlanBenefitsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A preferred-network plan: both modalities, caps by free choice, a surgery's capped fee. */
export const BenefitsAndFees: Story = {};

/** A free-choice plan: no preferred network column. */
export const FreeChoiceOnly: Story = {
  args: {
    benefits: sampleBenefits.map((benefit) => ({ ...benefit, preferred: null })),
  },
};

/** On a phone, the tables scroll sideways in focusable regions. */
export const BenefitsPhone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** The factor table: base price times each age's factor, plus GES. */
export const Factors: Story = {
  render: () => <PlanFactorsView table={sampleFactors} />,
};
