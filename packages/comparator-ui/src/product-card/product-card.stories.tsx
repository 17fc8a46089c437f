import { ProductBadges } from "@qs/product-display/product-badges";
import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import { type ApiFixture, ComparatorHarness } from "@qs/test-support/comparator-harness";
import {
  sampleCollectiveProduct,
  sampleProduct,
  sampleProductWithQuality,
} from "@qs/test-support/sample-products";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProductCard, type ProductCardProps } from "./product-card";
import { ProductOffers } from "./product-offers";

function Card({ api, ...props }: ProductCardProps & { api?: ApiFixture }) {
  return (
    <ComparatorHarness api={api}>
      <div style={{ maxWidth: props.view === "grid" ? 340 : 960, padding: 24 }}>
        <ProductCard {...props} />
      </div>
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Product card",
  component: Card,
  subcomponents: { ProductBadges, ProductOffers },
  args: { product: sampleProduct(1001, { displayName: "Salud Esencial" }), view: "grid" },
  parameters: {
    docs: {
      description: {
        component:
          "A plan in the results listing: insurer, name, badges, price for the visitor, coverages, offers and the buttons to see, request or compare it. It shows as a grid card or a list row.",
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const offers =
  (...data: unknown[]): ApiFixture =>
  (url) =>
    url.pathname.endsWith("/getOffers") ? { body: { statusCode: 200, data } } : undefined;
const withOffer = sampleProduct(1001, {
  displayName: "Salud Esencial",
  insuranceMetadata: { metadata: { hasOffer: true } },
});

export const Grid: Story = {};
export const List: Story = { args: { view: "list" } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const WithCompareBox: Story = {
  args: { compare: { checked: true, disabled: false, onChange: () => {} } },
};
export const CompareBoxDisabled: Story = {
  args: { compare: { checked: false, disabled: true, onChange: () => {} } },
};

/** In a listing filtered by 'Debe incluir mis clínicas': how the plan covers the chosen clinic. */
export const ChosenClinic: Story = {
  args: {
    coverageOrganizations: [301],
    product: sampleProduct(1001, {
      displayName: "Salud Esencial",
      network: [{ organizationId: 301, level: "preferente", copayPercent: 10 }],
    }),
  },
};

/** An insurer with quality figures: the stars and reviews, the claims paid and their source. */
export const QualityFigures: Story = {
  args: { product: sampleProductWithQuality(1001) },
};

/** On a partner's pages with `disableShowcase`: a promoted plan is neither marked nor highlighted. */
export const PartnerWithoutShowcase: Story = {
  args: { product: sampleProduct(3, { isPromoted: true }), partner: { hideShowcase: true } },
};

export const BadgeNew: Story = {
  args: {
    product: sampleProduct(1, {
      displayName: "Plan Nuevo",
      availableFrom: new Date().toISOString(),
    }),
  },
};
export const BadgeExclusive: Story = { args: { product: sampleProduct(2, { exclusive: true }) } };
export const BadgePromoted: Story = { args: { product: sampleProduct(3, { isPromoted: true }) } };
export const BadgePopular: Story = {
  args: { product: sampleProduct(4, { insuranceMetadata: { metadata: { isPopular: true } } }) },
};
export const BadgeOffer: Story = { args: { product: withOffer } };

export const OfferDiscount: Story = {
  args: {
    product: withOffer,
    api: offers({ offerType: { name: "DISCOUNT" }, discount: { unitCode: "percent", amount: 15 } }),
  },
};
/** The price after a DISCOUNT offer, with the price before it struck through. */
export const OfferDiscountApplied: Story = {
  args: {
    product: withOffer,
    api: (url, call) =>
      url.pathname.endsWith("/calculatePrice")
        ? {
            body: {
              data: {
                total: {
                  profilesWithPrice: 1,
                  profilesEvaluated: 1,
                  arePricesDefined: true,
                  minPrice: 200000,
                },
                discount: { base: 200000, discount: 30000, final: 170000 },
                profiles: [],
              },
              metadata: { demo: true },
            },
          }
        : offers({
            offerType: { name: "DISCOUNT" },
            discount: { unitCode: "percent", amount: 15 },
          })(url, call),
  },
};
export const OfferParceled: Story = {
  args: {
    product: withOffer,
    api: offers({ offerType: { name: "PARCELED" }, parceledDiscounts: ["3;10"] }),
  },
};
export const OfferAggregate: Story = {
  args: { product: withOffer, api: offers({ offerType: { name: "AGGREGATE" } }) },
};
export const OfferGiftCard: Story = {
  args: { product: withOffer, api: offers({ offerType: { name: "GIFTCARD" } }) },
};
export const OfferStock: Story = {
  args: {
    product: withOffer,
    api: offers({
      offerType: { name: "STOCK" },
      discount: { salesLimitQuantityEnable: true, salesLimitQuantity: 4 },
    }),
  },
};
export const OfferExhausted: Story = {
  args: {
    product: withOffer,
    api: (url) => (url.pathname.endsWith("/getOffers") ? { status: 204 } : undefined),
  },
};

export const NoCoverageInformation: Story = {
  args: {
    api: (url) =>
      url.pathname.endsWith("/benefitCategories")
        ? { body: { data: { tags: [] }, metadata: { demo: true } } }
        : undefined,
  },
};
export const CoverageErrorWithRetry: Story = {
  args: {
    api: (url) =>
      url.pathname.endsWith("/benefitCategories")
        ? { status: 404, body: { error: "x" } }
        : undefined,
  },
};
export const Collective: Story = { args: { product: sampleCollectiveProduct } };
/** A company of 3 employees sees that the plan asks for 10. */
export const CollectiveShortOfMinimum: Story = {
  args: {
    product: sampleCollectiveProduct,
    api: (url) =>
      url.pathname === "/api/consents/current"
        ? {
            body: {
              data: {
                purpose: "perfil",
                version: "perfil-2026-11",
                law: "Ley 1581 de 2012",
                language: "es",
                text: "Consentimiento para usar los datos de tu perfil",
                publishedAt: "2026-11-25T00:00:00.000Z",
              },
              metadata: { demo: true },
            },
          }
        : undefined,
  },
  beforeEach: () => {
    profileStore("V1.6_CO").getState().saveConsent({
      accessToken: "c0nsentT0ken_perfil-2026-11_abcdefghijklmno",
      version: "perfil-2026-11",
      grantedAt: "2026-11-26T10:00:00.000Z",
    });
    profileStore("colectivo_co")
      .getState()
      .save({ ingresodatos: true, colectivo: { cantidadempleados: 3 } });
    return () => {
      localStorage.removeItem("V1.6_CO");
      localStorage.removeItem("colectivo_co");
      resetProfileStores();
    };
  },
};
export const PartnerWithoutRequestNorScore: Story = {
  args: { partner: { disableRequest: true, hideScore: true } },
};
