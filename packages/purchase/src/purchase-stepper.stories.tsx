import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchaseStepper } from "./purchase-stepper";
import {
  employeesStored,
  newPurchase,
  paidPurchase,
  readyToPay,
  SAMPLE_TOKEN,
} from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

function Stepper({
  mobile,
  ...props
}: Parameters<typeof PurchaseStepper>[0] & { mobile?: boolean }) {
  return (
    <StoryFrame mobile={mobile}>
      <PurchaseStepper {...props} />
    </StoryFrame>
  );
}

const linkOf = (slug: string) => ({
  to: `/Compra-Online/P-1001/${slug}`,
  search: { session: SAMPLE_TOKEN, sessionType: "compra" },
});

const meta = {
  title: "Purchase/Stepper",
  component: Stepper,
  args: { steps: newPurchase.steps, current: "holder", linkOf },
  parameters: {
    docs: {
      description: {
        component:
          "The steps of the online purchase above its form: the steps done link back, the current one is marked, and a phone keeps only the current title.",
      },
    },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

/** Done steps are links back; the current one is marked. */
export const AtPayment: Story = { args: { steps: readyToPay.steps, current: "payment" } };

export const CompanyPlan: Story = {
  args: { steps: employeesStored.steps, current: "payment" },
};

export const Finished: Story = {
  args: { steps: paidPurchase.steps, current: "confirmation", linkOf: undefined },
};

/** On a phone only the current step keeps its title on screen. */
export const Mobile: Story = {
  args: { mobile: true, steps: readyToPay.steps, current: "health" },
  globals: mobileGlobals,
};
