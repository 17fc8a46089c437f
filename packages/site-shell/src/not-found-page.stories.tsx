import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundPage } from "./not-found-page";

const meta = {
  title: "Site shell/Not found page",
  component: NotFoundPage,
  parameters: {
    docs: {
      description: {
        component:
          "The 404 page every unknown address lands on, with a way back home and a way to ask for help.",
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Portuguese: Story = { decorators: [withSite({ language: "pt" })] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
