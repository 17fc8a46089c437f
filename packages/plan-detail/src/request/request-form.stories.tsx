import { SiteHarness } from "@qs/test-support/site-harness";
import { PostedFormProvider, type PostedFormState } from "@qs/ui/posted-form";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { RequestForm, type RequestFormProps } from "./request-form";

interface FormStoryProps extends RequestFormProps {
  /** The page's address: `?enviado=1` marks the page the form lands on once sent by POST. */
  path?: string;
  /** What the site's server answered a POST of the form with (sent without JavaScript). */
  posted?: PostedFormState | null;
}

function Form({ path, posted = null, ...props }: FormStoryProps) {
  const form = (
    <PostedFormProvider state={posted}>
      <DetailHarness>
        <div style={{ maxWidth: 480, padding: 24 }}>
          <RequestForm {...props} />
        </div>
      </DetailHarness>
    </PostedFormProvider>
  );
  return path ? <SiteHarness initialPath={path}>{form}</SiteHarness> : form;
}

const filled = {
  nombre: "Ana Pérez",
  identificacion: "1020304050",
  email: "ana@example.com",
  telefono: "3001234567",
  agree: true,
};

const meta = {
  title: "Plan detail/Request form",
  component: Form,
  args: {
    product: sampleDetailProduct,
    origin: "/Seguros/Seguros-Andinos/Salud-Esencial/Solicitar",
    send: async () => ({}),
  },
  parameters: {
    docs: {
      description: {
        component:
          "'Solicitar' on a plan's page: the visitor's name, document, e-mail and phone, with consent, sent to the insurer's advisors.",
      },
    },
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  args: {
    initialValues: { ...filled, nombre: "A1", email: "ana@", agree: false },
    showErrors: true,
  },
};

export const Sending: Story = { args: { initialValues: filled, initialState: "sending" } };

/** Sent: what happens next, and the link to the visitor's data page with their access code. */
export const Success: Story = {
  args: {
    initialValues: filled,
    initialState: "success",
    initialAccessToken: "bW9zdHJhci1lbC1jb2RpZ28tZGUtYWNjZXNvLTAwMDE",
  },
};

export const Failure: Story = { args: { initialValues: filled, initialState: "failure" } };

/**
 * Sent without JavaScript: the page the POST redirects to (`?enviado=1`). It knows nothing of
 * the request, not even the e-mail: the link to the visitor's data comes by e-mail.
 */
export const SentWithoutJavaScript: Story = { args: { path: "/?enviado=1" } };

/**
 * Sent without JavaScript and refused by the API: the page the site's server answers the POST
 * with, every value kept, the API's message for the whole form.
 */
export const RefusedWithoutJavaScript: Story = {
  args: {
    posted: {
      form: "solicitud",
      fields: { ...filled, agree: "on" },
      errors: {},
      message: "Demasiadas solicitudes. Intenta nuevamente en 5 minutos.",
      outcome: "invalid",
    },
  },
};

/** Online sales channel: 'Contratar' and the 'Compra Online' link. */
export const OnlineSale: Story = {
  args: {
    product: {
      ...sampleDetailProduct,
      insuranceMetadata: { salesChannel: ["online", "ejecutivo"] },
    },
  },
};
