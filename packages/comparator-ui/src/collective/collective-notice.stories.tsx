import { sampleCollectiveProduct } from "@qs/test-support/sample-products";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
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
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The company panel above the results of the company comparator: the minimum-employees warning of the first company plan and the slider that splits its price between employer and worker.",
      },
    },
  },
} satisfies Meta<typeof CollectiveNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WarningAndSlider: Story = {};
export const EmployerPaysAll: Story = { args: { initialPercentage: 100 } };
