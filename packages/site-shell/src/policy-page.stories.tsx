import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PolicyPage } from "./policy-page";

const meta = {
  title: "Site shell/Policy page",
  component: PolicyPage,
  parameters: {
    docs: {
      description: {
        component:
          "/Politicas: the data policy and terms. It cites each country's data protection law and leads to 'Mis datos', where visitors see, export or delete their data.",
      },
    },
  },
} satisfies Meta<typeof PolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colombia: Ley 1581 de 2012. */
export const Default: Story = {};
export const Chile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
export const Peru: Story = { decorators: [withSite({ config: samplePeruConfig })] };
/** The international site cites the longest law sentence. */
export const International: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
  globals: { viewport: { value: "phone", isRotated: false } },
};
