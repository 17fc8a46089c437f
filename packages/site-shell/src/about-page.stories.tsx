import { sampleChileSiteConfig, sampleInternationalConfig } from "@qs/ui/testing/sample-countries";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AboutPage } from "./about-page";
import { withSite } from "./testing/with-site";

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
