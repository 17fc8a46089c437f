import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
} from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PartnersPage } from "./partners-page";

const meta = {
  title: "Site shell/Partners page",
  component: PartnersPage,
  parameters: {
    docs: {
      description: {
        component:
          "/Partners-y-Alianzas: what a partner company gets (its own subdomain or a frame in its site) and the way to ask for it.",
      },
    },
  },
} satisfies Meta<typeof PartnersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
export const International: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
