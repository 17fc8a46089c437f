import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
} from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AboutPage } from "./about-page";

const meta = {
  title: "Site shell/About page",
  component: AboutPage,
  parameters: {
    docs: {
      description: {
        component:
          "/Que-es-QueSeguro: who we are and how we work, with the way to the comparator and to the contact page. Each site names its own brand.",
      },
    },
  },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** QueSeguro, Colombia. */
export const Default: Story = {};
/** QuePlan, Chile. */
export const Chile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
/** International Health, the longest brand. */
export const International: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
