import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComparatorHarness } from "../testing/comparator-harness";
import { LoadError } from "./load-error";
import { RobotCheck } from "./robot-check";
import { ServerError } from "./server-error";

function Errors({ kind }: { kind: "load" | "robot" | "server" | "compact" }) {
  return (
    <ComparatorHarness>
      <div style={{ maxWidth: 640, padding: 24 }}>
        {kind === "load" && <LoadError onRetry={() => {}} />}
        {kind === "compact" && <LoadError compact onRetry={() => {}} />}
        {kind === "robot" && <RobotCheck onConfirmed={() => {}} />}
        {kind === "server" && <ServerError />}
      </div>
    </ComparatorHarness>
  );
}

const meta = {
  title: "Comparator/Errors",
  component: Errors,
  args: { kind: "load" },
} satisfies Meta<typeof Errors>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadErrorWithRetry: Story = {};
export const CardRetry: Story = { args: { kind: "compact" } };
export const Robot401: Story = { args: { kind: "robot" } };
export const ServerErrorBox: Story = { args: { kind: "server" } };
