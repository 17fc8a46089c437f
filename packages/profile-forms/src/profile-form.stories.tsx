import type { ProfileFormData } from "@qs/domain/api/profile-form-requests";
import {
  lookupFixtures,
  sampleCollectiveForm,
  sampleHealthForm,
  sampleInternationalForm,
  samplePetForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness, type SiteHarnessProps } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { FormValues } from "./form-values";
import { ProfileFormView, type ProfileFormViewProps } from "./profile-form";

type Props = Omit<ProfileFormViewProps, "form" | "values" | "onChange"> & {
  form: ProfileFormData;
  initialValues?: FormValues;
  /** API answers of the lists the form reads (countries, regions, sectors). */
  api?: SiteHarnessProps["api"];
};

/** The form as the profile modal lays it out, keeping what the visitor types. */
function Form({ form, initialValues, api = lookupFixtures, ...props }: Props) {
  const [values, setValues] = useState<FormValues>(initialValues ?? { single: {}, groups: {} });
  return (
    <SiteHarness api={api}>
      <div style={{ padding: 24 }}>
        <form className="qs-pf-modal__dialog" aria-label="Perfil">
          <ProfileFormView
            {...props}
            form={form.profileForm}
            values={values}
            onChange={setValues}
          />
        </form>
      </div>
    </SiteHarness>
  );
}

const family: FormValues = {
  single: { cotizante_sexo: "Femenino", cotizante_edad: 38, eps_actual: "sura", enPareja: true },
  groups: {
    cargas: [
      { parentescoCarga: "Cónyuge", cargas_sexo: "Masculino", cargas_edad: 40 },
      { parentescoCarga: "Hijo", cargas_sexo: "Masculino", cargas_edad: 7 },
    ],
  },
};

const meta = {
  title: "Profile/Profile form",
  component: Form,
  args: { form: sampleHealthForm },
  parameters: {
    docs: {
      description: {
        component:
          "The profile form drawn from the definition the API sends for each kind of plan (persons, pets, company, international): who is insured, their sex and age, and the country's own questions. Visitors fill it in the profile modal to see prices for them.",
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A health plan's form, untouched. */
export const Default: Story = {};
/** Filled for a family, dependants opened. */
export const Filled: Story = { args: { initialValues: family, dependantsOpen: true } };
/** The last check marked the age and the EPS as invalid. */
export const Invalid: Story = {
  args: {
    initialValues: { single: { cotizante_sexo: "Femenino", eps_actual: "notengo" }, groups: {} },
    invalidFields: ["cotizante_edad", "eps_actual"],
  },
};
/** A partner's visit: dependants are called beneficiaries. */
export const Partner: Story = { args: { partner: true, dependantsOpen: true } };
/** Plans without dependants: 'Agregar' is disabled. */
export const DependantsDisabled: Story = {
  args: { allowDependants: false, dependantsOpen: true },
};
export const Pets: Story = { args: { form: samplePetForm, dependantsOpen: true } };
export const Collective: Story = { args: { form: sampleCollectiveForm } };
/** The international form: nationality and coverage country from the API's list. */
export const International: Story = { args: { form: sampleInternationalForm } };
/** The country lists are on their way. */
export const Loading: Story = {
  args: { form: sampleInternationalForm, api: { "/api/country": { pending: true } } },
};
export const Phone: Story = {
  args: { initialValues: family, dependantsOpen: true },
  globals: { viewport: { value: "phone", isRotated: false } },
};
