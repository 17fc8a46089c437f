import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
} from "@qs/country-samples/sample-countries";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClientPortalPage } from "./client-portal-page";

const meta = {
  title: "Site shell/Client portal page",
  component: ClientPortalPage,
  parameters: {
    docs: {
      description: {
        component:
          "/Portal-Clientes, where the header's 'Portal Clientes' leads: the choice between the personal portal and the company portal, or the contact page for companies where there is no company portal.",
      },
    },
  },
} satisfies Meta<typeof ClientPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colombia has no company portal: companies are sent to the contact page. */
export const Default: Story = {};
/** A company portal of its own: both buttons lead to a portal. */
export const BothPortals: Story = {
  decorators: [
    withSite({
      config: { ...sampleCountryConfig, companyPortalUrl: "https://empresas.queseguro.co/" },
    }),
  ],
};
/** Chile's portals. */
export const Chile: Story = { decorators: [withSite({ config: sampleChileSiteConfig })] };
export const International: Story = {
  decorators: [withSite({ config: sampleInternationalConfig })],
};
export const English: Story = { decorators: [withSite({ language: "en" })] };
export const Phone: Story = {
  decorators: [withSite({ config: sampleChileSiteConfig })],
  globals: { viewport: { value: "phone", isRotated: false } },
};
