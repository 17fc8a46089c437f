import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComparatorHarness } from "../testing/comparator-harness";
import { ComparisonPage } from "./comparison-page";

function Comparison({ codes }: { codes: string[] }) {
  return (
    <ComparatorHarness>
      <ComparisonPage codes={codes} />
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Comparison page",
  component: Comparison,
  args: { codes: ["P-1001", "P-1002", "P-1003"] },
} satisfies Meta<typeof Comparison>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = {};
export const TwoProducts: Story = { args: { codes: ["P-1001", "P-1002"] } };
export const Empty: Story = { args: { codes: [] } };
export const Mobile: Story = { globals: { viewport: { value: "mobile2", isRotated: false } } };
