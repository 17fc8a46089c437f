import {
  formFixtures,
  SAMPLE_CONSENT_TOKEN,
  sampleConsentText,
  sampleHealthForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness, type SiteHarnessProps } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConsentPrompt } from "./consent-prompt";
import { ProfileModal } from "./profile-modal";
import { resetProfileStores } from "./profile-store";

type Fixtures = NonNullable<SiteHarnessProps["api"]>;

/** The profile modal with its consent step, over the given API answers. */
function ModalWithConsent({ api }: { api: Fixtures }) {
  return (
    <SiteHarness api={api}>
      <ProfileModal productTypeName="POLIZA DE SALUD" onClose={() => {}} />
    </SiteHarness>
  );
}

const family = { ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] };
const consentTo = (version: string) => ({
  accessToken: SAMPLE_CONSENT_TOKEN,
  version,
  grantedAt: "2026-11-26T10:00:00.000Z",
});

/** Starts each story from the given stored profile (or none). */
const stored = (value?: unknown) => async () => {
  localStorage.clear();
  if (value) localStorage.setItem("V1.6_CO", JSON.stringify(value));
  resetProfileStores();
  return {};
};

async function find<T extends Element>(root: HTMLElement, selector: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = root.querySelector<T>(selector);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not found: ${selector}`);
}

/** Waits for the prefilled form and its consent box, fills the age and returns the box. */
async function consentReady(root: HTMLElement): Promise<HTMLInputElement> {
  await find(root, "form[data-prefilled=true]");
  const age = await find<HTMLInputElement>(root, "#qs-pf-cotizante_edad-cotizante");
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(age, "38");
  age.dispatchEvent(new Event("input", { bubbles: true }));
  return find<HTMLInputElement>(root, ".qs-pf-consent input[type=checkbox]");
}

const submit = async (root: HTMLElement) =>
  (await find<HTMLButtonElement>(root, "button[type=submit]")).click();

const meta = {
  title: "Profile/Consent step",
  component: ModalWithConsent,
  args: { api: formFixtures(sampleHealthForm) },
  loaders: [stored()],
  parameters: {
    docs: {
      description: {
        component:
          "The consent the profile modal asks before the profile's health data leaves the browser: the registry's text in the visitor's language, the law, and the box to tick.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 720 },
    },
  },
} satisfies Meta<typeof ModalWithConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the text in the visitor's language, the law, an unticked box. */
export const Unticked: Story = {};

/** 'Leer el texto completo' opened. */
export const FullText: Story = {
  play: async ({ canvasElement }) => {
    (await find<HTMLElement>(canvasElement, ".qs-pf-consent__full summary")).click();
  },
};

/** Sent without ticking: nothing leaves, the reason sits at the box, which has focus. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    await consentReady(canvasElement);
    await submit(canvasElement);
    await find(canvasElement, ".qs-pf-consent__error");
  },
};

/** Ticked and sent: the consent is on its way, the profile waits for it. */
export const TickedSending: Story = {
  args: {
    api: { ...formFixtures(sampleHealthForm), "POST /api/consents": { pending: true } },
  },
  play: async ({ canvasElement }) => {
    (await consentReady(canvasElement)).click();
    await submit(canvasElement);
    await find(canvasElement, "button[type=submit][data-state=active]");
  },
};

/** The registry's text could not be loaded: nothing can be sent; a retry. */
export const TextFailedToLoad: Story = {
  args: {
    api: {
      ...formFixtures(sampleHealthForm),
      "/api/consents/current": {
        status: 404,
        body: { error: "No hay un texto de consentimiento vigente" },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await find(canvasElement, ".qs-pf-consent__load-error");
  },
};

/** A newer version than the one agreed to: asked again, saying why. */
export const NewerVersion: Story = {
  loaders: [stored({ ...family, consentimiento: consentTo("perfil-2026-10") })],
};

/** Agreed to the current version: not asked again. */
export const AlreadyGiven: Story = {
  loaders: [stored({ ...family, consentimiento: consentTo(sampleConsentText.version) })],
};

/** Where prices are: a stored profile without consent is not used, and the visitor is told. */
export const PromptBesidePrices: Story = {
  loaders: [stored(family)],
  render: () => (
    <div className="qs-container" style={{ paddingTop: 24 }}>
      <ConsentPrompt productType="POLIZA DE SALUD" />
    </div>
  ),
};
