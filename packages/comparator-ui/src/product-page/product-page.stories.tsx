import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComparatorHarness } from "../testing/comparator-harness";
import { sampleProducts } from "../testing/sample-products";
import { ProductPage } from "./product-page";

function Page({ tab }: { tab?: string }) {
  return (
    <ComparatorHarness>
      <ProductPage product={sampleProducts[0]!} tab={tab} />
    </ComparatorHarness>
  );
}

const meta = { title: "Comparator/Product page", component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Coverages: Story = {};
export const RequestTab: Story = { args: { tab: "Solicitar" } };
