import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { RequestForm, type RequestFormProps } from "./request-form";

function Form(props: RequestFormProps) {
  return (
    <DetailHarness>
      <div style={{ maxWidth: 480, padding: 24 }}>
        <RequestForm {...props} />
      </div>
    </DetailHarness>
  );
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

/** Online sales channel: 'Contratar' and the 'Compra Online' link. */
export const OnlineSale: Story = {
  args: {
    product: {
      ...sampleDetailProduct,
      insuranceMetadata: { salesChannel: ["online", "ejecutivo"] },
    },
  },
};
