import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { sampleCountryConfig } from "@qs/country-samples/sample-country-config";
import type { CountryConfig } from "@qs/domain/country-config";
import { CountryConfigProvider } from "@qs/ui/country-config-context";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfilePriceTooltip, type ProfilePriceTooltipProps } from "./profile-price-tooltip";

const family = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 38 },
    { sexo: "Masculino" as const, edad: 40 },
  ],
  cargas: [{ sexo: "Masculino" as const, edad: 7 }],
};

/** The tooltip beside a price in a site of the given country. */
function Tooltip({ config, ...props }: ProfilePriceTooltipProps & { config?: CountryConfig }) {
  return (
    <CountryConfigProvider config={config ?? sampleCountryConfig}>
      <p style={{ padding: 24, paddingBottom: 160, fontSize: 18 }}>
        <strong>$345.000/mes</strong>
        <ProfilePriceTooltip {...props} />
      </p>
    </CountryConfigProvider>
  );
}

/** Opens the bubble: focus on a desktop, a click on a phone. */
const open: Story["play"] = async ({ canvasElement }) => {
  const trigger = canvasElement.querySelector<HTMLButtonElement>(".qs-price-tip__trigger");
  trigger?.focus();
  if (trigger?.getAttribute("aria-expanded") !== "true") trigger?.click();
};

const meta = {
  title: "Profile/Price tooltip",
  component: Tooltip,
  args: { kind: "persons", profile: family },
  parameters: {
    docs: {
      description: {
        component:
          "The 'i' beside a price: what the price is for and what it assumes (who is counted, the UF value of the day). It opens on hover or focus on a desktop and on a tap on a phone.",
      },
      // The bubble follows the focus, which one page gives to one story only: a frame each.
      story: { inline: false, iframeHeight: 220 },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the 'i'. */
export const Default: Story = {};
/** Opened for a family of three. */
export const Opened: Story = { play: open };
/** No profile: the price assumes one person of 25. */
export const NoProfile: Story = { args: { profile: null }, play: open };
export const Pets: Story = {
  args: {
    kind: "pets",
    profile: {
      ingresodatos: true,
      mascota: [{ especie: "Perro", raza: "Beagle", edad: 3, parentesco: "Mascota" as const }],
    },
  },
  play: open,
};
export const Collective: Story = {
  args: { kind: "collective", profile: { ingresodatos: true, cantidadempleados: 25 } },
  play: open,
};
/** Chile: the UF value and its day, in Chilean format. */
export const Chile: Story = {
  args: { config: sampleChileSiteConfig, uf: { value: 39_650.42, date: "2026-11-24" } },
  play: open,
};
/** On a phone the bubble opens on a tap. */
export const Phone: Story = {
  args: { config: sampleChileSiteConfig, uf: { value: 39_650.42, date: "2026-11-24" } },
  play: open,
  globals: { viewport: { value: "phone", isRotated: false } },
};
