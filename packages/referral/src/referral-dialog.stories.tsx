import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReferralDialog } from "./referral-dialog";

const advisor = { name: "Carolina Méndez", email: "carolina.mendez@corredoresandinos.co" };
const noop = () => {};

const meta = {
  title: "Referral/Advisor dialog",
  component: ReferralDialog,
  args: {
    lookup: async () => advisor,
    onFound: noop,
    onNotFound: noop,
    onClose: noop,
    portalUrl: "https://clientes.queseguro.com/",
  },
  parameters: {
    docs: {
      description: {
        component:
          "The dialog that asks an advisor's client for the advisor's e-mail, looks the advisor up and welcomes the client with the client portal.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof ReferralDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is asked; next stays disabled until it is valid. */
export const AskingEmail: Story = {};

/** A valid e-mail typed: next is enabled. */
export const ValidEmail: Story = { args: { initialEmail: advisor.email } };

/** Required while a referral is needed: no close button, no Escape. */
export const NotClosable: Story = { args: { closable: false } };

/** The lookup is on its way. */
export const Searching: Story = {
  args: { initial: { step: "searching" }, initialEmail: advisor.email },
};

/** Found: the welcome with the advisor's name and the client portal. */
export const Found: Story = { args: { initial: { step: "found", advisor } } };

/** No advisor has the e-mail: the referral was removed. */
export const NotFound: Story = { args: { initial: { step: "not-found" } } };

export const Mobile: Story = {
  args: { initial: { step: "found", advisor } },
  globals: { viewport: { value: "phone", isRotated: false } },
};
