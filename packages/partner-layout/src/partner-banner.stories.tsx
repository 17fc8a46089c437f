import { sampleIframePartner, samplePartner } from "@qs/test-support/partner-samples";
import type { PartnerView } from "@qs/ui/partner-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PartnerBanner } from "./partner-banner";

const meta = {
  title: "Partner layout/Banner",
  component: PartnerBanner,
  args: { partner: samplePartner },
  parameters: {
    docs: {
      description: {
        component:
          "The band above every page on a partner's visit: the partner's colours and name, saying the comparator is offered with them, and the partner's own header when it has one.",
      },
    },
  },
} satisfies Meta<typeof PartnerBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner subdomain with its colours and its header. */
export const Default: Story = {};
/** A partner without a header of its own: only the band. */
export const WithoutHeader: Story = { args: { partner: sampleIframePartner } };
/** A partner without colours: our brand blue. */
export const DefaultColours: Story = {
  args: {
    partner: {
      ...sampleIframePartner,
      data: { ...sampleIframePartner.data, subdomainBanner: null },
    },
  },
};
/** Colours that are not plain hex codes are ignored. */
export const InvalidColours: Story = {
  args: {
    partner: {
      ...sampleIframePartner,
      data: {
        ...sampleIframePartner.data,
        subdomainBanner: { color: "red; background-image: url(x)", endGradient: "blue" },
      },
    } as PartnerView,
  },
};
/** A long partner name must wrap inside the band. */
export const LongTexts: Story = {
  args: {
    partner: {
      ...samplePartner,
      name: "Cooperativa de Ahorro y Crédito de los Trabajadores de la Educación del Valle del Cauca",
    },
  },
};
export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
