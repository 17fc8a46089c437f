import { resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReferralDialogHost } from "./referral-dialog-host";
import { ReferralPage } from "./referral-page";

/** The page as a visit shows it: the dialog host listens before the page asks for the dialog. */
function Page({ withDialog = true }: { withDialog?: boolean }) {
  return (
    <>
      {withDialog && <ReferralDialogHost />}
      <ReferralPage />
    </>
  );
}

const meta = {
  title: "Referral/Referral page",
  component: Page,
  loaders: [
    async () => {
      localStorage.clear();
      resetProfileStores();
      return {};
    },
  ],
  parameters: {
    docs: {
      description: {
        component:
          "/Referidos-QueSeguro, the page an advisor's clients land on: it opens the dialog that asks for the advisor's e-mail at once, and cannot be dismissed until a referral is kept.",
      },
      // The dialog covers the whole page: each story in its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arriving without a referral: the dialog opens and cannot be closed. */
export const Default: Story = {};
/** The page behind the dialog: its title, its text and the button that opens the dialog again. */
export const PageOnly: Story = { args: { withDialog: false } };
export const English: Story = {
  args: { withDialog: false },
  decorators: [
    (Story) => (
      <SiteHarness language="en">
        <Story />
      </SiteHarness>
    ),
  ],
};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
