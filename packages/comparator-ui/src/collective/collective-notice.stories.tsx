import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleCollectiveProduct } from "../testing/sample-products";
import { CollectiveNotice } from "./collective-notice";

const meta = {
  title: "Comparator/Collective",
  component: CollectiveNotice,
  args: { product: sampleCollectiveProduct },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectiveNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WarningAndSlider: Story = {};
export const EmployerPaysAll: Story = { args: { initialPercentage: 100 } };
