import { encodeProfileLink } from "@qs/domain/profile-link";
import { SiteHarness } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileModalHost } from "./profile-modal-host";
import { resetProfileStores } from "./profile-store";
import { SharedProfileDialog } from "./shared-profile-dialog";

const mine = {
  ingresodatos: true,
  cotizante: [{ sexo: "Masculino" as const, edad: 34 }],
};
const theirs = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 41 },
    { sexo: "Masculino" as const, edad: 43 },
  ],
  cargas: [{ sexo: "Femenino" as const, edad: 6 }],
  referidoPorLink: true,
};
const noop = () => {};

const meta = {
  title: "Profile/Shared profile question",
  component: SharedProfileDialog,
  args: { mine, theirs, onKeep: noop, onUse: noop },
  parameters: {
    docs: {
      description: {
        component:
          "The question asked when a shared link brings a profile while the visitor keeps another: keep theirs or use the link's, each described.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
} satisfies Meta<typeof SharedProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link brings a family; the visitor keeps a profile of one person. */
export const Persons: Story = {};

/** Pet profiles: each pet by breed and age. */
export const Pets: Story = {
  args: {
    pets: true,
    mine: {
      ingresodatos: true,
      mascota: [{ especie: "Perro", raza: "Beagle", edad: 3, parentesco: "Mascota" as const }],
    },
    theirs: {
      ingresodatos: true,
      mascota: [{ especie: "Gato", raza: "Siamés", edad: 8, parentesco: "Mascota" as const }],
    },
  },
};

/** Company profiles have no persons to list: the question still names both sides. */
export const WithoutPersons: Story = {
  args: {
    mine: { ingresodatos: true, cantidadempleados: 12 },
    theirs: { ingresodatos: true, cantidadempleados: 40 },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

/** The whole path: a `perfil` link opened by a visitor who keeps another profile. */
export const FromALink: Story = {
  loaders: [
    async () => {
      localStorage.clear();
      localStorage.setItem("V1.6_CO", JSON.stringify(mine));
      resetProfileStores();
      return {};
    },
  ],
  render: () => (
    <SiteHarness
      initialPath={`/?perfil=${encodeURIComponent(encodeProfileLink(theirs))}&productType=${encodeURIComponent("POLIZA DE SALUD")}`}
    >
      <ProfileModalHost defaultProductType="POLIZA DE SALUD" />
    </SiteHarness>
  ),
};
