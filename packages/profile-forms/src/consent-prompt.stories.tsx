import { consentFixtures, SAMPLE_CONSENT_TOKEN } from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConsentPrompt, type ConsentPromptProps } from "./consent-prompt";
import { resetProfileStores } from "./profile-store";

const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] };
const company = { ingresodatos: true, cantidadempleados: 25 };

/** Starts the story from the given stored profiles (or none). */
const stored =
  (entries: Record<string, unknown> = {}) =>
  async () => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
    resetProfileStores();
    return {};
  };

/** The prompt where a listing's prices are, over the consent registry's current text. */
function Prompt(props: ConsentPromptProps) {
  return (
    <SiteHarness api={consentFixtures}>
      <div className="qs-container" style={{ paddingTop: 24 }}>
        <ConsentPrompt {...props} />
      </div>
    </SiteHarness>
  );
}

const meta = {
  title: "Profile/Consent prompt",
  component: Prompt,
  args: { productType: "POLIZA DE SALUD" },
  loaders: [stored({ "V1.6_CO": family })],
  parameters: {
    docs: {
      description: {
        component:
          "A note above the prices when the visitor has a stored profile we may not use yet (no consent, or consent to an older text): prices are then the general ones, and the button opens the profile to give consent.",
      },
      // Each story reads its own stored profile: each in its own frame.
      story: { inline: false, iframeHeight: 180 },
    },
  },
} satisfies Meta<typeof Prompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A profile stored before consent was asked: the note and 'Dar mi consentimiento'. */
export const Default: Story = {};
/** The visitor agreed to an earlier text: asked again, saying the text changed. */
export const OutdatedConsent: Story = {
  loaders: [
    stored({
      "V1.6_CO": {
        ...family,
        consentimiento: {
          accessToken: SAMPLE_CONSENT_TOKEN,
          version: "perfil-2026-10",
          grantedAt: "2026-10-02T10:00:00.000Z",
        },
      },
    }),
  ],
};
/** Where the page already has a button to the profile: the text alone. */
export const Compact: Story = { args: { compact: true } };
/** A company listing reads the company profile. */
export const Collective: Story = {
  args: { productType: null, collective: true },
  loaders: [stored({ colectivo_co: company })],
};
/** No stored profile: nothing to ask, nothing is drawn. */
export const Empty: Story = { loaders: [stored()] };
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
