import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HomePage } from "./home-page";

const meta = {
  title: "Site shell/Home page",
  component: HomePage,
  parameters: {
    docs: {
      description: {
        component:
          "The home page of each country site: the title with the country's name, the promise, and the three steps to compare and request a plan.",
      },
    },
  },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colombia. */
export const Default: Story = {};
export const Chile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
export const Peru: Story = { decorators: [withSite({ config: samplePeruConfig })] };
export const International: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
