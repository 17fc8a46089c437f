import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./fields";
import { type FieldErrors as Errors, StepFormShell, type StepFormShellProps } from "./step-form";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = Omit<StepFormShellProps, "children" | "fieldPaths" | "errors"> & {
  errors?: Errors;
};

/** The shell around two fields, as a purchase step lays it out. */
function Shell({ errors = {}, ...props }: Props) {
  return (
    <StoryFrame>
      <StepFormShell {...props} errors={errors} fieldPaths={new Set(["nombre", "documento"])}>
        <TextField
          id="nombre"
          label="Nombre"
          value="Ana María"
          onChange={() => {}}
          error={errors.nombre}
        />
        <TextField
          id="documento"
          label="Número de documento"
          value="12"
          onChange={() => {}}
          error={errors.documento}
        />
      </StepFormShell>
    </StoryFrame>
  );
}

const meta = {
  title: "Purchase/Step form",
  component: Shell,
  args: {
    title: "Datos del titular",
    onSubmit: () => {},
    onBack: () => {},
    saving: false,
    failure: null,
    refusals: 0,
  },
  parameters: {
    docs: {
      description: {
        component:
          "What every step of the online purchase shares: its title, its fields, the messages the API sent back and 'Volver' / 'Continuar'. Buyers see it on each step from the holder's data to the payment.",
      },
    },
  },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to continue. */
export const Default: Story = {};
/** An introduction under the title and extra content above the buttons. */
export const WithIntroAndFooter: Story = {
  args: {
    intro: "Completa los datos de la persona que contrata el plan.",
    footer: <p>Tus datos se usan solo para esta compra.</p>,
  },
};
/** Saving: both buttons wait and the main one says so. */
export const Saving: Story = {
  args: { saving: true },
  // Busy by design: the picture is of the form while it is saved.
  parameters: { showsPending: true },
};
/** Refused: messages beside their fields, the others listed above the buttons. */
export const FieldErrors: Story = {
  args: {
    refusals: 1,
    errors: {
      documento: "Número de identificación inválido",
      "beneficiarios.0.sexo": "Elige el sexo del primer beneficiario",
    },
  },
};
/** The save failed for another reason: the message, and everything typed kept. */
export const Failure: Story = {
  args: { failure: "No pudimos guardar tus datos. Inténtalo nuevamente." },
};
/** Long title, introduction and messages must wrap. */
export const LongTexts: Story = {
  args: {
    title: "Declaración de salud de todas las personas que quedarán cubiertas por el plan",
    intro:
      "Responde con la verdad: una declaración incompleta o inexacta puede hacer que la aseguradora rechace una reclamación o anule el contrato, según las condiciones generales de la póliza.",
    submitLabel: "Guardar y continuar con el pago",
    errors: {
      documento:
        "El número de identificación no coincide con el que registraste en la cotización; revísalo o vuelve a cotizar.",
    },
    refusals: 1,
  },
};
export const Phone: Story = { args: LongTexts.args, globals: mobileGlobals };
