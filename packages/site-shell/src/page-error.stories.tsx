import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageErrorView } from "./page-error";

const meta = {
  title: "Site shell/Page error",
  component: PageErrorView,
  parameters: {
    docs: {
      description: {
        component:
          "In place of a page that failed to render or whose code did not arrive: load the address again, or go home.",
      },
    },
  },
} satisfies Meta<typeof PageErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Portuguese: Story = { decorators: [withSite({ language: "pt" })] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
