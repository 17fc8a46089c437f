import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompanyStep, type CompanyValues, companyValuesOf } from "./company-step";
import type { StepFormProps } from "./step-form";
import { companySaved, newCompanyPurchase, sampleCompany } from "./testing/sample-purchase";
import { mobileGlobals, StoryFrame } from "./testing/story-frame";

type Props = StepFormProps<CompanyValues> & { mobile?: boolean };

function Step({ mobile, ...props }: Props) {
  return (
    <StoryFrame view={props.view} mobile={mobile}>
      <CompanyStep {...props} />
    </StoryFrame>
  );
}

const filled = companyValuesOf(sampleCompany);

const meta = {
  title: "Purchase/Company step",
  component: Step,
  args: {
    view: newCompanyPurchase,
    onBack: () => {},
    onSaved: () => {},
    save: async () => companySaved,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The company step of a company plan's online purchase: the company's data and its contact person.",
      },
    },
  },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: filled } };

export const FieldErrors: Story = {
  args: {
    initialValues: {
      ...filled,
      documentoEmpresa: "90",
      cantidadEmpleados: "0",
      contactoEmail: "talento@",
    },
    initialErrors: {
      documentoEmpresa: "Número de identificación inválido",
      cantidadEmpleados: "Ingresa la cantidad de empleados",
      contactoEmail: "Ingresa un correo electrónico válido",
    },
  },
};

export const Saving: Story = {
  args: { initialValues: filled, initialState: "saving", save: () => new Promise(() => {}) },
  // The answer never comes: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};

export const Mobile: Story = {
  args: { mobile: true, initialValues: filled },
  globals: mobileGlobals,
};
