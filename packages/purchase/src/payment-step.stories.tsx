import { PAYMENT_METHOD_MESSAGE, TERMS_MESSAGE } from "@qs/domain/api/purchase";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PaymentStep, type PaymentStepProps } from "./payment-step";
import { paymentDeclined, paymentPending, readyToPay } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = PaymentStepProps & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <PaymentStep {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: "Purchase/Payment step",
  component: Step,
  args: {
    view: readyToPay,
    onBack: () => {},
    pay: () => new Promise(() => {}),
    leave: () => {},
  },
  parameters: {
    docs: {
      description: {
        component:
          "The payment step of the online purchase: the summary and amount, the plan's payment options, the conditions, and the states of a payment at the provider.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary with the amount, the plan's payment options and the conditions. */
export const WithOptions: Story = {};

export const Chosen: Story = {
  args: { initialFlowType: "t-subscriptions", initialAccepted: true },
};

export const FieldErrors: Story = {
  args: {
    initialErrors: { flowType: PAYMENT_METHOD_MESSAGE, aceptaCondiciones: TERMS_MESSAGE },
  },
};

/** On the way to the provider's page. */
export const Paying: Story = {
  args: { initialFlowType: "tdc-one-time", initialAccepted: true, initialState: "paying" },
  // Busy by design: the picture is of the step while the payment starts.
  parameters: { showsPending: true },
};

export const StartFailure: Story = {
  args: { initialFlowType: "tdc-one-time", initialAccepted: true, initialState: "failure" },
};

/** Back from the provider: the payment is being confirmed. */
export const Confirming: Story = { args: { view: paymentPending, returned: true } };

/** Confirming for longer than the page waits. */
export const ConfirmingSlow: Story = {
  args: { view: paymentPending, returned: true, slow: true },
};

/** Refused: the reference data's message, the choice and the acceptance kept. */
export const Declined: Story = { args: { view: paymentDeclined, returned: true } };

export const NoOptions: Story = { args: { view: { ...readyToPay, paymentOptions: [] } } };

export const Mobile: Story = {
  args: { mobile: true, view: paymentDeclined, returned: true },
  globals: mobileGlobals,
};
