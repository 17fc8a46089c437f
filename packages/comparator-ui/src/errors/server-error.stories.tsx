import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerError } from "./server-error";

/** The box in a site of the given country (it names that site's contact address). */
function Box({ config }: { config?: CountryConfig }) {
  return (
    <CountryConfigProvider config={config ?? sampleCountryConfig}>
      <div style={{ maxWidth: 640, padding: 24 }}>
        <ServerError />
      </div>
    </CountryConfigProvider>
  );
}

const meta = {
  title: "Comparator/Server error",
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          "The box shown in place of the results when the comparison failed for another reason than the network: what to check, and the site's contact address.",
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chile: Story = { args: { config: sampleChileSiteConfig } };
export const Peru: Story = { args: { config: samplePeruConfig } };
/** The longest contact address of the four sites. */
export const International: Story = { args: { config: sampleInternationalConfig } };
export const Phone: Story = {
  args: { config: sampleInternationalConfig },
  globals: { viewport: { value: "phone", isRotated: false } },
};
