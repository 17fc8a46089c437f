import { ComparatorHarness } from "@qs/test-support/comparator-harness";
import {
  isapreAnswers,
  sampleChileConfig,
  sampleIsaprePlan,
  ufFixture,
} from "@qs/test-support/isapre-samples";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { IsaprePriceBlock, type IsaprePriceBlockProps } from "./isapre-price-block";

/** The block inside a Chilean site whose API gives the UF value of 24-11-2026. */
function Block(props: IsaprePriceBlockProps) {
  return (
    <CountryConfigProvider config={sampleChileConfig}>
      <ComparatorHarness api={ufFixture}>
        <div style={{ maxWidth: props.variant === "header" ? 420 : 320, padding: 24 }}>
          <IsaprePriceBlock {...props} />
        </div>
      </ComparatorHarness>
    </CountryConfigProvider>
  );
}

const meta = {
  title: "Product display/Isapre price",
  component: Block,
  args: {
    product: sampleIsaprePlan,
    price: isapreAnswers.withIncome,
    pending: false,
    variant: "card",
  },
  parameters: {
    docs: {
      description: {
        component:
          "The price of a Chilean Isapre plan for the visitor: the legal 7 % of their income against the plan's price in UF, and what remains to pay. Visitors see it on cards, in the plan's header and in the comparison.",
      },
    },
  },
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 7 % of the income against the plan's price, and what remains to pay on top. */
export const WithIncome: Story = {};
/** The 7 % capped at 87.8 UF. */
export const Capped: Story = { args: { price: isapreAnswers.capped } };
/** No income in the profile: the default range and the invitation to enter it. */
export const DefaultRange: Story = { args: { price: isapreAnswers.defaultRange } };
/** A baby under 2 pays only GES (open 'GES incluido'). */
export const UnderTwoDependant: Story = { args: { price: isapreAnswers.underTwo } };
/** The 7 % covers the plan: nothing on top, and the surplus. */
export const RemainingZero: Story = { args: { price: isapreAnswers.covered } };
/** While the price answer is on its way. */
export const Loading: Story = { args: { price: undefined, pending: true } };
/** In the plan page's header. */
export const Header: Story = { args: { variant: "header" } };
/** In a comparison cell. */
export const Table: Story = { args: { variant: "table" } };
