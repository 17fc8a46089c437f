import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BeneficiariesStep,
  type BeneficiariesValues,
  type BeneficiaryValues,
} from "./beneficiaries-step";
import type { StepFormProps } from "./step-form";
import { readyToPay } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = StepFormProps<BeneficiariesValues> & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <BeneficiariesStep {...props} />
    </StoryFrame>
  );
}

const son: BeneficiaryValues = {
  nombre: "Luis",
  apellidoPaterno: "Pérez",
  documento: "1098765432",
  fechaNacimiento: "2015-09-03",
  sexo: "Masculino",
  parentesco: "Hijo",
};
const spouse: BeneficiaryValues = {
  nombre: "Jorge",
  apellidoPaterno: "Ruiz",
  documento: "79123456",
  fechaNacimiento: "1983-02-20",
  sexo: "Masculino",
  parentesco: "Cónyuge",
};
const family: BeneficiariesValues = { beneficiarios: [spouse, son] };

const meta = {
  title: "Purchase/Beneficiaries step",
  component: Step,
  args: {
    view: { ...readyToPay, data: { ...readyToPay.data, beneficiaries: null } },
    onBack: () => {},
    onSaved: () => {},
    save: async () => readyToPay,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The beneficiaries step of the online purchase: the people the plan also covers, up to ten, with the spouse allowed once.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody added yet: the plan can also be for the holder alone. */
export const Empty: Story = {};

/** A spouse and a son: the spouse option is off for the others. */
export const Filled: Story = { args: { initialValues: family } };

export const FieldErrors: Story = {
  args: {
    initialValues: {
      beneficiarios: [spouse, { ...son, fechaNacimiento: "1970-01-01", sexo: "" }],
    },
    initialErrors: {
      "beneficiarios.1.fechaNacimiento": "Un hijo o hija no puede ser mayor que el titular",
      "beneficiarios.1.sexo": "Elige el sexo",
      beneficiarios: "Solo puedes agregar un cónyuge",
    },
  },
};

export const Saving: Story = {
  args: { initialValues: family, initialState: "saving", save: () => new Promise(() => {}) },
  // The answer never comes: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

/** Ten beneficiaries: no more can be added. */
export const Full: Story = {
  args: {
    initialValues: {
      beneficiarios: Array.from({ length: 10 }, (_, index) => ({
        ...son,
        nombre: [
          "Luis",
          "Sofía",
          "Mateo",
          "Valentina",
          "Samuel",
          "Isabella",
          "Tomás",
          "Lucía",
          "Martín",
          "Emma",
        ][index]!,
        sexo: index % 2 === 0 ? "Masculino" : "Femenino",
        parentesco: index % 2 === 0 ? "Hijo" : "Hija",
      })),
    },
  },
};

export const Mobile: Story = {
  args: { mobile: true, initialValues: family },
  globals: mobileGlobals,
};
