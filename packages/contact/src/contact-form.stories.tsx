import { EMAIL_MESSAGE } from "@qs/domain/api/leads";
import { REQUIRED_MESSAGE } from "@qs/domain/validators";
import { sampleBusinessLines, sampleCategories } from "@qs/test-support/contact-fixtures";
import { defaultFixtures } from "@qs/test-support/fixture-api";
import { SiteHarness } from "@qs/test-support/site-harness";
import { PostedFormProvider, type PostedFormState } from "@qs/ui/posted-form";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactForm, type ContactFormProps } from "./contact-form";
import { emptyContactForm } from "./contact-form-rules";

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

interface FormStoryProps extends ContactFormProps {
  /** The page's address: `/contacto?enviado=1` is the page the form lands on once sent by POST. */
  path?: string;
  /** What the site's server answered a POST of the form with (sent without JavaScript). */
  posted?: PostedFormState | null;
}

function Form({ path = "/contacto", posted = null, ...props }: FormStoryProps) {
  return (
    <SiteHarness api={api} initialPath={path}>
      <PostedFormProvider state={posted}>
        <div className="qs-container" style={{ padding: 24 }}>
          <ContactForm send={() => new Promise(() => {})} {...props} />
        </div>
      </PostedFormProvider>
    </SiteHarness>
  );
}

const meta = {
  title: "Contact/Contact form",
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
/**
 * Sent without JavaScript: the page the POST redirects to (`/contacto?enviado=1`). It knows
 * nothing of the message, not even the e-mail, and offers the empty form again by its address.
 */
export const SentWithoutJavaScript: Story = { args: { path: "/contacto?enviado=1" } };
/**
 * Sent without JavaScript and refused: the page the site's server answers the POST with, every
 * value kept and each message beside its field.
 */
export const RefusedWithoutJavaScript: Story = {
  args: {
    posted: {
      form: "contacto",
      fields: {
        nombre: "",
        email: "ana@",
        telefono: "+57 300 555 0101",
        mensaje: "Quiero un plan para mi familia",
        productType: "POLIZA DE SALUD",
        businessLine: "",
        agree: "on",
      },
      errors: { nombre: REQUIRED_MESSAGE, email: EMAIL_MESSAGE },
      message: null,
      outcome: "invalid",
    },
  },
};
export const Mobile: Story = {
  args: { initialValues: filled },
  globals: { viewport: { value: "phone", isRotated: false } },
};
