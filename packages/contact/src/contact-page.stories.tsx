import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import type { CountryConfig } from "@qs/domain/country-config";
import { sampleBusinessLines, sampleCategories } from "@qs/test-support/contact-fixtures";
import { defaultFixtures } from "@qs/test-support/fixture-api";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactPage } from "./contact-page";

/** The lists the contact form reads, as the API answers them. */
const api = {
  ...defaultFixtures,
  "/api/categories": { body: { data: sampleCategories, metadata: { demo: true } } },
  "/api/business-line": { body: { data: sampleBusinessLines, metadata: { demo: true } } },
};
const site = (config?: CountryConfig) => withSite({ api, config, initialPath: "/contacto" });

const meta = {
  title: "Contact/Contact page",
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
