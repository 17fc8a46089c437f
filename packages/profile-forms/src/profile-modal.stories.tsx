import type { ProfileFormData } from "@qs/domain/api/profile-form-requests";
import {
  formFixtures,
  sampleCollectiveForm,
  sampleHealthForm,
  sampleInternationalForm,
  samplePetForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileModal } from "./profile-modal";
import { resetProfileStores } from "./profile-store";

interface ModalStoryProps {
  form: ProfileFormData;
  productTypeName: string;
  partner?: boolean;
  dependantsOpen?: boolean;
}

function Modal({ form, productTypeName, partner, dependantsOpen }: ModalStoryProps) {
  return (
    <SiteHarness api={formFixtures(form)}>
      <ProfileModal
        productTypeName={productTypeName}
        partner={partner}
        dependantsOpen={dependantsOpen}
        onClose={() => {}}
      />
    </SiteHarness>
  );
}

/** Starts each story from the given stored profiles (or none). */
const stored =
  (entries: Record<string, unknown> = {}) =>
  async () => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
    resetProfileStores();
    return {};
  };

async function find<T extends Element>(
  root: HTMLElement,
  selector: string,
  text?: string,
): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = [...root.querySelectorAll<T>(selector)].find(
      (element) => text === undefined || element.textContent?.trim() === text,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Not found: ${selector} ${text ?? ""}`);
}

/**
 * The modal prefills its form 200 ms after it opens (the stored profile, or the form's
 * defaults: age 25). A play that fills or submits the form waits for that to have happened,
 * by the age field holding a value, never for a time: on a busy machine a fixed wait ends
 * before the prefill, which then overwrites what the play did.
 */
async function prefilled(root: HTMLElement): Promise<void> {
  const age = await find<HTMLInputElement>(root, "#qs-pf-cotizante_edad-cotizante");
  for (let attempt = 0; attempt < 100 && age.value === ""; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (age.value === "") throw new Error("The form was never prefilled");
}

/** Sets a controlled field the way typing does. */
function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

const meta = {
  title: "Profile/Profile modal",
  component: Modal,
  args: { form: sampleHealthForm, productTypeName: "POLIZA DE SALUD" },
  loaders: [stored()],
  parameters: {
    docs: {
      description: {
        component:
          "The profile modal: who the visitor wants to insure, for each kind of plan, checked by the country's rules before prices are shown for them.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 760 },
    },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Prefilled: Story = {
  loaders: [
    stored({
      "V1.6_CO": {
        ingresodatos: true,
        enPareja: true,
        cotizante: [
          { sexo: "Femenino", edad: 38, eps_actual: "sura" },
          { sexo: "Masculino", edad: 40 },
        ],
        cargas: [
          { parentescoCarga: "Hijo", sexo: "Masculino", edad: 7 },
          { parentescoCarga: "Hija", sexo: "Femenino", edad: 4 },
        ],
      },
    }),
  ],
};

export const InvalidMissingAge: Story = {
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
    setValue(await find<HTMLInputElement>(canvasElement, "#qs-pf-cotizante_edad-cotizante"), "");
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
  },
};

export const InvalidNoEps: Story = {
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
    // The EPS list comes from the API: choose 'No tengo EPS' once it is offered.
    await find(canvasElement, "select[name=eps_actual] option[value=notengo]");
    setValue(await find<HTMLSelectElement>(canvasElement, "select[name=eps_actual]"), "notengo");
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
  },
};

export const DependantsOpenWithShake: Story = {
  args: { dependantsOpen: true },
  play: async ({ canvasElement }) => {
    (await find<HTMLButtonElement>(canvasElement, "button", "Agregar")).click();
    (await find<HTMLButtonElement>(canvasElement, ".qs-pf__deps-toggle")).click();
  },
};

export const PartnerBeneficiaries: Story = { args: { partner: true, dependantsOpen: true } };

export const Pets: Story = {
  args: { form: samplePetForm, productTypeName: "SEGURO_MASCOTAS", dependantsOpen: true },
};

export const Collective: Story = {
  args: { form: sampleCollectiveForm, productTypeName: "SEGURO COLECTIVO" },
};

export const CollectiveBelowMinimum: Story = {
  args: { form: sampleCollectiveForm, productTypeName: "SEGURO COLECTIVO" },
  play: async ({ canvasElement }) => {
    setValue(await find<HTMLInputElement>(canvasElement, "input[name=cantidadempleados]"), "9");
    (await find<HTMLButtonElement>(canvasElement, "button[type=submit]")).click();
  },
};

export const International: Story = {
  args: { form: sampleInternationalForm, productTypeName: "SEGURO INTERNACIONAL" },
};

export const Loading: Story = {
  render: () => (
    <SiteHarness api={{ "/api/profile-form/form": { pending: true } }}>
      <ProfileModal productTypeName="POLIZA DE SALUD" onClose={() => {}} />
    </SiteHarness>
  ),
};
