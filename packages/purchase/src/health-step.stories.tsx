import type { Meta, StoryObj } from "@storybook/react-vite";
import { HealthStep, type HealthValues, healthValuesOf } from "./health-step";
import type { StepFormProps } from "./step-form";
import { readyToPay, sampleHealth } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = StepFormProps<HealthValues> & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <HealthStep {...props} />
    </StoryFrame>
  );
}

const answered = healthValuesOf(sampleHealth);

const meta = {
  title: "Purchase/Health step",
  component: Step,
  args: {
    view: { ...readyToPay, data: { ...readyToPay.data, health: null } },
    onBack: () => {},
    onSaved: () => {},
    save: async () => readyToPay,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The health declaration step of the online purchase: yes/no questions, a detail for each yes, and the declaration that it is true.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Every question answered; a yes with its detail, and the declaration made. */
export const Filled: Story = { args: { initialValues: answered } };

export const FieldErrors: Story = {
  args: {
    initialValues: {
      respuestas: {
        ...answered.respuestas,
        "enfermedades-cronicas": { respuesta: "si", detalle: "" },
        embarazo: { respuesta: "", detalle: "" },
      },
      declaraVeracidad: false,
    },
    initialErrors: {
      "respuestas.0.detalle": "Cuéntanos el detalle de cada respuesta afirmativa",
      "respuestas.3.respuesta": "Responde sí o no",
      declaraVeracidad: "Debes declarar que la información es verdadera",
    },
  },
};

export const Saving: Story = {
  args: { initialValues: answered, initialState: "saving", save: () => new Promise(() => {}) },
  // The answer never comes: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

export const Mobile: Story = {
  args: { mobile: true, initialValues: answered },
  globals: mobileGlobals,
};
