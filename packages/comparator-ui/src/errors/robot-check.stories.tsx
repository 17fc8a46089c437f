import { ComparatorHarness } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RobotCheck, RobotCheckView } from "./robot-check";

/** The robot view in each of its states; `Working` runs the whole check against the fixture API. */
function Robot({ state }: { state: "idle" | "verifying" | "failed" | "verified" | "working" }) {
  return (
    <ComparatorHarness>
      <div style={{ maxWidth: 640, padding: 24 }}>
        {state === "working" ? (
          <RobotCheck onConfirmed={() => {}} />
        ) : (
          <RobotCheckView state={state} onStart={() => {}} />
        )}
      </div>
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Robot check",
  component: Robot,
  args: { state: "idle" },
  parameters: {
    docs: {
      description: {
        component:
          "The check shown when the API takes the visitor for a robot: a button that runs a small proof of work in the browser, then lets the search go on.",
      },
    },
  },
} satisfies Meta<typeof Robot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskingToConfirm: Story = {};
export const Verifying: Story = { args: { state: "verifying" } };
export const Failed: Story = { args: { state: "failed" } };
export const Verified: Story = { args: { state: "verified" } };
export const Working: Story = { args: { state: "working" } };
