import { SiteHarness } from "@qs/test-support/site-harness";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ProductBadges } from "./product-badges";

const meta = {
  title: "Product display/Product badges",
  component: ProductBadges,
  args: { badges: ["new", "exclusive", "promoted", "popular", "offer"] },
  decorators: [
    (Story) => (
      // A card's frame (the card itself is @qs/comparator-ui's), so the badges show where they sit.
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          gap: 12,
          maxWidth: 340,
          margin: 24,
          padding: 16,
          background: "var(--qs-color-surface)",
          border: "1px solid var(--qs-color-border)",
          borderRadius: "var(--qs-radius)",
          boxShadow: "var(--qs-shadow)",
          minWidth: 0,
        }}
      >
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The labels at the top of a product card: new (listed under two months ago), exclusive, promoted, popular and offer. Visitors see them on the cards of the results listing.",
      },
    },
  },
} satisfies Meta<typeof ProductBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every badge at once: they wrap on the card's width. */
export const AllBadges: Story = {};
export const New: Story = { args: { badges: ["new"] } };
export const Exclusive: Story = { args: { badges: ["exclusive"] } };
export const Promoted: Story = { args: { badges: ["promoted"] } };
export const Popular: Story = { args: { badges: ["popular"] } };
export const Offer: Story = { args: { badges: ["offer"] } };
/** A plan without badges: nothing is drawn. */
export const Empty: Story = { args: { badges: [] } };
/** English labels, longer than the Spanish ones. */
export const English: Story = {
  decorators: [
    (Story) => (
      <SiteHarness language="en">
        <Story />
      </SiteHarness>
    ),
  ],
};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
