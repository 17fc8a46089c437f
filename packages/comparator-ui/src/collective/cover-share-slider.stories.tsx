import {
  sampleChileSiteConfig,
  sampleInternationalConfig,
  samplePeruConfig,
} from "@qs/country-samples/sample-countries";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CoverShareSlider, type CoverShareSliderProps } from "./cover-share-slider";

type Props = Omit<CoverShareSliderProps, "onChange"> & { config?: CountryConfig };

/** The slider in a site of the given country, moving as the visitor drags it. */
function Slider({ config, percentage, ...props }: Props) {
  const [value, setValue] = useState(percentage);
  return (
    <CountryConfigProvider config={config ?? sampleCountryConfig}>
      <div style={{ maxWidth: 760, padding: 24 }}>
        <CoverShareSlider {...props} percentage={value} onChange={setValue} />
      </div>
    </CountryConfigProvider>
  );
}

const meta = {
  title: "Comparator/Cover share slider",
  component: Slider,
  args: { cost: 120000, unitCode: "COP", percentage: 50, planName: "Empresa Segura" },
  parameters: {
    docs: {
      description: {
        component:
          "How much of a company plan's price the employer pays and how much each worker pays. Company visitors see it above the results of the company comparator.",
      },
    },
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Half and half: $60.000 for the company, $60.000 for the worker. */
export const Default: Story = {};
/** The employer pays everything. */
export const EmployerPaysAll: Story = { args: { percentage: 100 } };
/** The worker pays everything. */
export const WorkerPaysAll: Story = { args: { percentage: 0 } };
/** Without the plan's name in the title (no plan chosen yet). */
export const WithoutPlanName: Story = { args: { planName: undefined } };
/** A very long plan name and a large amount must wrap, not overflow. */
export const LongTexts: Story = {
  args: {
    cost: 12_345_678,
    planName:
      "Plan Colectivo Empresarial Integral Salud Total Plus con Cobertura Nacional e Internacional para Pequeñas y Medianas Empresas",
  },
};
/** Chile, a plan priced in pesos: '$120.000'. */
export const Chile: Story = { args: { config: sampleChileSiteConfig, unitCode: "CLP" } };
/** Chile, a plan priced in UF: '0,85 UF' split in two. */
export const ChileUf: Story = {
  args: { config: sampleChileSiteConfig, cost: 1.7, unitCode: "UF", percentage: 50 },
};
/** Peru, in soles: 'S/ 120.00'. */
export const Peru: Story = { args: { config: samplePeruConfig, cost: 120, unitCode: "PEN" } };
/** The international site, in US dollars. */
export const International: Story = {
  args: { config: sampleInternationalConfig, cost: 250, unitCode: "USD", percentage: 70 },
};
export const Phone: Story = {
  args: { percentage: 70 },
  globals: { viewport: { value: "phone", isRotated: false } },
};
