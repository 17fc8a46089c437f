import { EMAIL_MESSAGE } from "@qs/domain/api/leads";
import { REQUIRED_MESSAGE } from "@qs/domain/validators";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactForm, type ContactFormProps } from "./contact-form";
import { emptyContactForm } from "./contact-form-rules";
import { sampleBusinessLines, sampleCategories } from "./testing/contact-fixtures";
import { defaultFixtures } from "./testing/fixture-api";
import { SiteHarness } from "./testing/site-harness";

const api = {
  ...defaultFixtures,
  "/api/categories": { body: { data: sampleCategories, metadata: { demo: true } } },
  "/api/business-line": { body: { data: sampleBusinessLines, metadata: { demo: true } } },
};

const filled = {
  ...emptyContactForm,
  nombre: "Ana María Pérez",
  email: "ana@example.com",
  telefono: "+57 300 555 0101",
  mensaje: "Quiero un plan para mi familia",
  productType: "POLIZA DE SALUD",
  businessLine: "salud",
  agree: true,
};

function Form(props: ContactFormProps) {
  return (
    <SiteHarness api={api} initialPath="/contacto">
      <div className="qs-container" style={{ padding: 24 }}>
        <ContactForm send={() => new Promise(() => {})} {...props} />
      </div>
    </SiteHarness>
  );
}

const meta = {
  title: "Site shell/Contact form",
  component: Form,
  parameters: {
    docs: {
      description: {
        component:
          "The contact form of /contacto: name, e-mail, phone, plan type, line and message, with consent, and its sending states.",
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialValues: filled } };
export const MissingFields: Story = {
  args: { initialErrors: { nombre: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE } },
};
/** The API's Spanish messages beside their fields, every typed value kept. */
export const RefusedByTheApi: Story = {
  args: {
    initialValues: { ...filled, email: "ana@", agree: false },
    initialErrors: {
      email: EMAIL_MESSAGE,
      agree: "Debes aceptar los términos y condiciones para enviar tu solicitud",
    },
  },
};
export const TooManyRequests: Story = {
  args: {
    initialValues: filled,
    initialFormMessage: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos.",
  },
};
export const Sending: Story = {
  args: { initialValues: filled, initialState: "sending" },
  // Busy by design: the picture is of the form while it is sent.
  parameters: { showsPending: true },
};
export const Failure: Story = { args: { initialValues: filled, initialState: "failure" } };
export const Sent: Story = { args: { initialValues: filled, initialState: "success" } };
export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "phone", isRotated: false } },
};
