import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { RegistrationPage } from "./registration-page";

const meta = {
  title: "Site shell/Registration page",
  component: RegistrationPage,
  args: { onStart: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          "/Registro, the landing of paid campaigns: three reasons and one call to action, entering the profile to see prices.",
      },
    },
  },
} satisfies Meta<typeof RegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The call to action opens the profile modal. */
export const Default: Story = {};
/** Without the profile modal the call to action is a link to the comparator. */
export const WithoutProfileModal: Story = { args: { onStart: undefined } };
export const English: Story = { decorators: [withSite({ language: "en" })] };
/** Portuguese, the longest texts. */
export const Portuguese: Story = { decorators: [withSite({ language: "pt" })] };
export const Phone: Story = {
  decorators: [withSite({ language: "pt" })],
  globals: { viewport: { value: "phone", isRotated: false } },
};
