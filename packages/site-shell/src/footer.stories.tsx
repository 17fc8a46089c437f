import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./footer";

const meta = {
  title: "Site shell/Footer",
  component: Footer,
  args: { year: 2026 },
  parameters: {
    docs: {
      description: {
        component:
          "The footer of every page: the country sites, contact channels and social networks from the API, legal links and the referral button.",
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact channels and social networks from the API. */
export const Default: Story = {};

/** The API's list is missing: the country's configured channels show. */
export const ConfiguredChannels: Story = {
  render: (args) => (
    <SiteHarness
      api={{ "/api/contactInformations": { status: 404, body: { error: "Ruta no encontrada" } } }}
    >
      <Footer {...args} />
    </SiteHarness>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
