import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { yearlyAnswers, yearlyChileConfig } from "@qs/test-support/yearly-cost-samples";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { YearlyCost, type YearlyCostProps } from "./yearly-cost";

/** The estimate in a site of the given country, at the width of the view it sits in. */
function Block({ config, ...props }: YearlyCostProps & { config?: CountryConfig }) {
  return (
    <CountryConfigProvider config={config ?? sampleCountryConfig}>
      <div style={{ maxWidth: props.variant === "header" ? 420 : 320, padding: 24 }}>
        <YearlyCost {...props} />
      </div>
    </CountryConfigProvider>
  );
}

const meta = {
  title: "Product display/Yearly cost",
  component: Block,
  args: {
    price: yearlyAnswers.priced,
    pending: false,
    forProfile: true,
    kind: "persons",
    variant: "card",
  },
  parameters: {
    docs: {
      description: {
        component:
          "'Costo anual estimado': a year of premiums plus the expected out-of-pocket for the visitor's household, with the assumptions behind it. Visitors see it on cards, in the comparison and in a plan's header.",
      },
    },
  },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The household's premiums and expected out-of-pocket, with the assumptions beside them. */
export const Priced: Story = {};
/** The assumptions opened: usage by age band, reference costs, each kind of care's arithmetic. */
export const AssumptionsOpen: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector("details")?.setAttribute("open", "");
  },
};
/** The price answer is on its way. */
export const Loading: Story = { args: { price: undefined, pending: true } };
/** No stored profile: it says it assumes one person of 25. */
export const NoProfile: Story = { args: { price: yearlyAnswers.noProfile, forProfile: false } };
/** The plan states no cover for consultations and exams: counted at full cost, and said. */
export const MissingCover: Story = { args: { price: yearlyAnswers.missingCover } };
/** Someone of the profile has no price: no estimate, and why. */
export const NotPlaceable: Story = { args: { price: yearlyAnswers.notPlaceable } };
/** A Chilean plan priced in UF: premiums converted to pesos at the UF value it names. */
export const UfPlanConverted: Story = {
  args: { price: yearlyAnswers.ufConverted, config: yearlyChileConfig },
};
/** In the comparison table's row. */
export const TableRow: Story = { args: { variant: "table" } };
/** In the plan page's header. */
export const DetailHeader: Story = { args: { variant: "header" } };
