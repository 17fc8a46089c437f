import { resetProfileStores } from "@qs/profile-forms/profile-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HolderStep, type HolderValues } from "./holder-step";
import type { StepFormProps } from "./step-form";
import { newPurchase, sampleHolder } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = StepFormProps<HolderValues> & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <HolderStep {...props} />
    </StoryFrame>
  );
}

const filled: HolderValues = { ...sampleHolder };

const meta = {
  title: "Purchase/Holder step",
  component: Step,
  args: {
    view: newPurchase,
    onBack: () => {},
    onSaved: () => {},
    save: async () => newPurchase,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The first step of the online purchase: the holder's name, document, birth date, sex and contact data.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

/** The API refused the save: each message beside its field, everything typed kept. */
export const FieldErrors: Story = {
  args: {
    initialValues: { ...filled, documento: "12", fechaNacimiento: "2015-01-01", sexo: "" },
    initialErrors: {
      documento: "Número de identificación inválido",
      fechaNacimiento: "El titular debe tener entre 18 y 99 años",
      sexo: "Elige el sexo",
    },
  },
};

export const Saving: Story = {
  args: { initialValues: filled, initialState: "saving", save: () => new Promise(() => {}) },
  // The answer never comes: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

export const SaveFailure: Story = { args: { initialValues: filled, initialState: "failure" } };

/** A stored quote fills the sex and shows its age beside the birth date. */
export const QuoteHints: Story = {
  beforeEach: () => {
    localStorage.setItem(
      "V1.6_CO",
      JSON.stringify({ ingresodatos: true, cotizante: [{ sexo: "Femenino", edad: 41 }] }),
    );
    resetProfileStores();
    return () => {
      localStorage.removeItem("V1.6_CO");
      resetProfileStores();
    };
  },
};

export const Mobile: Story = {
  args: { mobile: true, initialValues: filled },
  globals: mobileGlobals,
};
