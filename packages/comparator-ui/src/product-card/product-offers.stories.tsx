import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import type { OfferList } from "@qs/domain/offer";
import { type OfferState, resolveOfferState } from "@qs/domain/offer-state";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProductOffers } from "./product-offers";
import "./product-card.css";

type Props = { state: OfferState<OfferList> | null; config?: CountryConfig };

/** The offers as a card in the given country shows them. */
function Offers({ state, config }: Props) {
  return (
    <CountryConfigProvider config={config ?? sampleCountryConfig}>
      <div className="qs-card" style={{ maxWidth: 340, margin: 24, padding: 16 }}>
        <ProductOffers state={state} />
      </div>
    </CountryConfigProvider>
  );
}

/** Offers as the API answers them (the stock offers carry no discount amount). */
const available = (...data: unknown[]): OfferState<OfferList> => ({
  status: "available",
  data: data as OfferList,
});
/** A discount of a fixed amount, in the site's main currency. */
const fixedDiscount = (amount: number) =>
  available({ id: 1, offerType: { name: "DISCOUNT" }, discount: { unitCode: "fixed", amount } });

const meta = {
  title: "Comparator/Product offers",
  component: Offers,
  args: {
    state: available({
      id: 1,
      offerType: { name: "DISCOUNT" },
      discount: { unitCode: "percent", amount: 15 },
    }),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The offer lines of a product card (discount, instalments, extra cover, gift card, places left), or 'Promoción Cyber Agotada' once the offer is used up. Visitors see them under the price on the results listing.",
      },
    },
  },
} satisfies Meta<typeof Offers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** '15% de descuento'. */
export const Discount: Story = {};
/** A fixed discount, in the site's money: '$30.000 de descuento'. */
export const FixedDiscount: Story = { args: { state: fixedDiscount(30000) } };
export const Parceled: Story = {
  args: { state: available({ id: 2, offerType: { name: "PARCELED" } }) },
};
export const Aggregate: Story = {
  args: { state: available({ id: 3, offerType: { name: "AGGREGATE" } }) },
};
export const GiftCard: Story = {
  args: { state: available({ id: 4, offerType: { name: "GIFTCARD" } }) },
};
/** Places left: the lowest count among the plan's stock offers. */
export const Stock: Story = {
  args: {
    state: available({
      id: 5,
      offerType: { name: "STOCK" },
      discount: { salesLimitQuantityEnable: true, salesLimitQuantity: 1 },
    }),
  },
};
/** Several offers on one plan, one line each. */
export const Several: Story = {
  args: {
    state: available(
      { id: 1, offerType: { name: "DISCOUNT" }, discount: { unitCode: "percent", amount: 15 } },
      { id: 2, offerType: { name: "PARCELED" } },
      { id: 4, offerType: { name: "GIFTCARD" } },
      {
        id: 5,
        offerType: { name: "STOCK" },
        discount: { salesLimitQuantityEnable: true, salesLimitQuantity: 4 },
      },
    ),
  },
};
/** The offer ran out (the API answered 204). */
export const Exhausted: Story = {
  args: { state: resolveOfferState<OfferList>({ statusCode: 204 }) },
};
/** No offer: nothing is drawn. */
export const Empty: Story = { args: { state: null } };
/** Chile: a fixed discount in pesos. */
export const Chile: Story = {
  args: { state: fixedDiscount(30000), config: sampleChileSiteConfig },
};
/** Peru: a fixed discount in soles. */
export const Peru: Story = { args: { state: fixedDiscount(30), config: samplePeruConfig } };
/** International: a fixed discount in US dollars. */
export const International: Story = {
  args: { state: fixedDiscount(25), config: sampleInternationalConfig },
};
export const Phone: Story = {
  args: { state: Several.args?.state ?? null },
  globals: { viewport: { value: "phone", isRotated: false } },
};
