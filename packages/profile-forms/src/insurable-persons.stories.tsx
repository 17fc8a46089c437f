import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { InsurablePersons } from "./insurable-persons";

const family = {
  ingresodatos: true,
  enPareja: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 38 },
    { sexo: "Masculino" as const, edad: 70 },
  ],
  cargas: [
    { sexo: "Masculino" as const, edad: 7 },
    { sexo: "Femenino" as const, edad: 1 },
  ],
};

/** Opens the list as a click would. */
const open: Story["play"] = async ({ canvasElement }) => {
  canvasElement.querySelector<HTMLButtonElement>(".qs-insurable__trigger")?.click();
};

const meta = {
  title: "Profile/Insurable persons",
  component: InsurablePersons,
  args: { profile: family },
  decorators: [
    (Story) => (
      <p style={{ padding: 24, paddingBottom: 200, fontSize: 18 }}>
        <strong>$345.000/mes</strong> <Story />
      </p>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "'para N personas' beside a price priced for the visitor's profile; it opens a list of who the plan insures and who it does not (by age). Visitors see it on cards and in a plan's header.",
      },
    },
  },
} satisfies Meta<typeof InsurablePersons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: 'para 4 personas'. */
export const Default: Story = {};
/** Opened: every person of the profile. */
export const Opened: Story = { play: open };
/** The plan insures up to 64: the person of 70 is listed as not insurable. */
export const WithUninsurable: Story = { args: { limits: { max: 64 } }, play: open };
/** A pet profile: 'para 2 mascotas', by species and breed. */
export const Pets: Story = {
  args: {
    pets: true,
    profile: {
      ingresodatos: true,
      mascota: [
        { especie: "Perro", raza: "Beagle", edad: 3, parentesco: "Mascota" as const },
        { especie: "Gato", raza: "Siamés", edad: 12, parentesco: "Mascota" as const },
      ],
    },
    limits: { max: 10 },
  },
  play: open,
};
/** No profile entered: nothing is drawn. */
export const Empty: Story = { args: { profile: null } };
/** A long breed name must wrap inside the list. */
export const LongTexts: Story = {
  args: {
    pets: true,
    profile: {
      ingresodatos: true,
      mascota: [
        {
          especie: "Perro",
          raza: "Perro de aguas español de pelo rizado mezcla con pastor alemán",
          edad: 4,
          parentesco: "Mascota" as const,
        },
      ],
    },
  },
  play: open,
};
export const Phone: Story = {
  args: { limits: { max: 64 } },
  play: open,
  globals: { viewport: { value: "phone", isRotated: false } },
};
