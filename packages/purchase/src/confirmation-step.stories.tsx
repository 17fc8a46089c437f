import type { PurchaseView } from "@qs/domain/api/purchase";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmationStep } from "./confirmation-step";
import { paidPurchase, pendingTransfer } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

function Step({ view, mobile }: { view: PurchaseView; mobile?: boolean }) {
  return (
    <StoryFrame view={view} mobile={mobile}>
      <ConfirmationStep view={view} />
    </StoryFrame>
  );
}

const meta = {
  title: "Purchase/Confirmation step",
  component: Step,
  args: { view: paidPurchase },
  parameters: {
    docs: {
      description: {
        component:
          "The last step of the online purchase: the order number, the amount and where the e-mail went, or what to transfer when the payment is a bank transfer.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Compra exitosa!': the order number, the amount and where the e-mail went. */
export const Approved: Story = {};

/** A transfer to be paid: what to transfer, the reference, 'Pendiente de confirmación'. */
export const PendingTransfer: Story = { args: { view: pendingTransfer } };

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

export const MobilePendingTransfer: Story = {
  args: { mobile: true, view: pendingTransfer },
  globals: mobileGlobals,
};
