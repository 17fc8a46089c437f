import { sampleIframePartner, samplePartner } from "@qs/test-support/partner-samples";
import { SiteHarness } from "@qs/test-support/site-harness";
import { PartnerProvider, type PartnerView } from "@qs/ui/partner-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PartnerLayout } from "./partner-layout";

function Frame({ partner, path = "/Comparar" }: { partner: PartnerView | null; path?: string }) {
  return (
    <SiteHarness initialPath={path}>
      <PartnerProvider partner={partner}>
        <PartnerLayout
          header={<header className="qs-header">Encabezado del sitio</header>}
          footer={<footer className="qs-footer">Pie de página del sitio</footer>}
        >
          <main>
            <h1>Comparador</h1>
          </main>
        </PartnerLayout>
      </PartnerProvider>
    </SiteHarness>
  );
}

const meta = {
  title: "Partner layout",
  component: Frame,
  parameters: {
    docs: {
      description: {
        component:
          "The frame of a page on a partner's visit: the partner's banner and HTML, with our header and footer shown or hidden as the partner asks.",
      },
    },
  },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The own site: our header and footer, no banner. */
export const OwnSite: Story = { args: { partner: null } };

/** A partner subdomain: its banner, its header and footer HTML, our header and footer. */
export const Subdomain: Story = { args: { partner: samplePartner } };

/** The same partner on a path outside footerEnabledRoutes: our footer is hidden. */
export const FooterOffOnThisPath: Story = { args: { partner: samplePartner, path: "/contacto" } };

/** An iframe partner that switches our header and footer off. */
export const IframeWithoutHeaderAndFooter: Story = { args: { partner: sampleIframePartner } };

/** A partner without colours of its own: our brand blue. */
export const DefaultColours: Story = {
  args: {
    partner: {
      ...sampleIframePartner,
      data: { ...sampleIframePartner.data, subdomainBanner: null },
    },
  },
};
