import type { Meta, StoryObj } from "@storybook/react-vite";
import { InsurablePersons } from "./insurable-persons";
import { ProfilePriceTooltip } from "./profile-price-tooltip";

const family = {
  ingresodatos: true,
  cotizante: [
    { sexo: "Femenino" as const, edad: 38 },
    { sexo: "Masculino" as const, edad: 70 },
  ],
  cargas: [
    { sexo: "Masculino" as const, edad: 7 },
    { sexo: "Femenino" as const, edad: 1 },
  ],
};

function PriceInfo({ kind }: { kind: "persons" | "pets" | "collective" }) {
  const profile =
    kind === "pets"
      ? {
          ingresodatos: true,
          mascota: [{ especie: "Perro", raza: "Beagle", edad: 3, parentesco: "Mascota" as const }],
        }
      : kind === "collective"
        ? { ingresodatos: true, cantidadempleados: 25 }
        : family;
  return (
    <p style={{ padding: 24, fontSize: 18 }}>
      <strong>$345.000/mes</strong>
      <ProfilePriceTooltip
        kind={kind}
        profile={profile}
        uf={{ value: 39214.8, date: "2026-11-20" }}
      />{" "}
      {kind !== "collective" && (
        <InsurablePersons profile={profile} pets={kind === "pets"} limits={{ max: 64 }} />
      )}
    </p>
  );
}

const meta = {
  title: "Profile/Price information",
  component: PriceInfo,
  args: { kind: "persons" },
  parameters: {
    docs: {
      description: {
        component:
          "The information beside a price priced for the visitor: the 'i' tooltip with its assumptions and 'para N personas' with who is insured.",
      },
    },
  },
} satisfies Meta<typeof PriceInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Persons: Story = {};
export const Pets: Story = { args: { kind: "pets" } };
export const Collective: Story = { args: { kind: "collective" } };
export const NoProfile: Story = {
  render: () => (
    <p style={{ padding: 24 }}>
      <strong>$120.000/mes</strong>
      <ProfilePriceTooltip kind="persons" profile={null} />
    </p>
  ),
};
