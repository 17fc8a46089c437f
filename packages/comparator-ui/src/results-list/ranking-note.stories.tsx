import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { RankingNote } from "./ranking-note";
import "./results-list.css";

/** Opens '¿Cómo ordenamos?' as a click would. */
const open: Story["play"] = async ({ canvasElement }) => {
  canvasElement.querySelector("details")?.setAttribute("open", "");
};

const meta = {
  title: "Comparator/Ranking note",
  component: RankingNote,
  args: { sort: "recommended" },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", padding: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'¿Cómo ordenamos?' beside the sort select of the results listing: it opens to explain the active order and what a promoted plan is.",
      },
    },
  },
} satisfies Meta<typeof RankingNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as the listing first shows it. */
export const Default: Story = {};
/** Opened on the recommended order. */
export const Recommended: Story = { play: open };
export const LowerPrice: Story = { args: { sort: "lowerPrice" }, play: open };
export const HigherPrice: Story = { args: { sort: "higherPrice" }, play: open };
export const Popular: Story = { args: { sort: "popular" }, play: open };
export const Distance: Story = { args: { sort: "distance" }, play: open };
export const ProfilePrice: Story = { args: { sort: "profilePrice" }, play: open };
/** The longest explanation. */
export const YearlyCost: Story = { args: { sort: "yearlyCost" }, play: open };
export const Phone: Story = {
  args: { sort: "yearlyCost" },
  play: open,
  globals: { viewport: { value: "phone", isRotated: false } },
};
