import {
  lookupFixtures,
  sampleCollectiveForm,
  sampleInternationalForm,
  sampleIsapreForm,
} from "@qs/test-support/sample-forms";
import { SiteHarness, type SiteHarnessProps } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { FormValues } from "./form-values";
import { ProfileFormView } from "./profile-form";

type Fixtures = NonNullable<SiteHarnessProps["api"]>;

interface LookupStoryProps {
  form: typeof sampleIsapreForm;
  api: Fixtures;
  single?: FormValues["single"];
}

function FormWithLookups({ form, api, single = {} }: LookupStoryProps) {
  const [values, setValues] = useState<FormValues>({ single, groups: {} });
  return (
    <SiteHarness api={api}>
      <form className="qs-pf-modal__dialog">
        <ProfileFormView form={form.profileForm} values={values} onChange={setValues} />
      </form>
    </SiteHarness>
  );
}

const meta = {
  title: "Profile/Lookup selects",
  component: FormWithLookups,
  args: {
    form: sampleIsapreForm,
    api: lookupFixtures,
    single: { cotizante_sexo: "Femenino", cotizante_edad: 38, region: 13 },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The selects of the profile form whose options come from the API (regions, countries, company sectors), with their loading and error states.",
      },
    },
  },
} satisfies Meta<typeof FormWithLookups>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The regions are on their way: the select waits, disabled, and says so. */
export const RegionsLoading: Story = {
  args: { api: { ...lookupFixtures, "/api/countryState/country": { pending: true } } },
};

/** The regions of Chile, Metropolitana first and chosen by default. */
export const RegionsLoaded: Story = {};

/** The regions could not be read: the message and a retry; the chosen region is kept. */
export const RegionsError: Story = {
  args: {
    api: {
      ...lookupFixtures,
      "/api/countryState/country": { status: 404, body: { error: "Ruta no encontrada" } },
    },
  },
};

/** International: nationality and coverage country chosen among countries. */
export const Countries: Story = {
  args: { form: sampleInternationalForm, single: { nacionalidad: "CO", paisCobertura: "ES" } },
};

/** Company sector, listed under each sector type. */
export const WorkSectors: Story = {
  args: { form: sampleCollectiveForm, single: { cantidadempleados: "25", sector: "J1" } },
};
