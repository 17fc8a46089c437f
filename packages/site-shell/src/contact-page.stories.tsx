import type { CountryConfig } from "@qs/domain/country-config";
import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/ui/testing/sample-countries";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactPage } from "./contact-page";
import { sampleBusinessLines, sampleCategories } from "./testing/contact-fixtures";
import { defaultFixtures } from "./testing/fixture-api";
import { withSite } from "./testing/with-site";

/** The lists the contact form reads, as the API answers them. */
const api = {
  ...defaultFixtures,
  "/api/categories": { body: { data: sampleCategories, metadata: { demo: true } } },
  "/api/business-line": { body: { data: sampleBusinessLines, metadata: { demo: true } } },
};
const site = (config?: CountryConfig) => withSite({ api, config, initialPath: "/contacto" });

const meta = {
  title: "Site shell/Contact page",
  component: ContactPage,
  decorators: [site()],
  parameters: {
    docs: {
      description: {
        component:
          "/contacto: the contact form beside the site's own channels (e-mail, phone, WhatsApp), which differ from country to country.",
      },
    },
  },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colombia. */
export const Default: Story = {};
export const Chile: Story = { decorators: [site(sampleChileSiteConfig)] };
export const Peru: Story = { decorators: [site(samplePeruConfig)] };
/** The longest e-mail address of the four sites. */
export const International: Story = { decorators: [site(sampleInternationalConfig)] };
/**
 * The API's lists of plan types and lines could not be loaded: each select says so, offers to
 * load it again, and the form can still be sent without them.
 */
export const ListsUnavailable: Story = {
  decorators: [withSite({ initialPath: "/contacto" })],
};
export const Phone: Story = {
  decorators: [site(sampleInternationalConfig)],
  globals: { viewport: { value: "phone", isRotated: false } },
};
