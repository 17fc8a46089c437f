import type { MyData } from "@qs/domain/api/privacy";
import {
  sampleCompanyPurchaseData,
  sampleConversationData,
  sampleMyData,
  samplePurchaseData,
  sampleSavedComparisonData,
} from "@qs/test-support/sample-my-data";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { MyDataView } from "./my-data-view";

/** A fixed date format: stories never depend on the machine's time zone. */
const formatDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Opens every 'Ver' section as a click would. */
const openAll: Story["play"] = async ({ canvasElement }) => {
  for (const details of canvasElement.querySelectorAll("details")) details.setAttribute("open", "");
};

const nothing: MyData = {
  lead: null,
  consents: [],
  feedbacks: [],
  messages: [],
  retention: sampleMyData.retention,
};

const meta = {
  title: "My data/My data view",
  component: MyDataView,
  args: { data: sampleMyData, formatDate },
  decorators: [
    (Story) => (
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <Story />
      </div>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "What 'Mis datos' shows for a valid access code: the request and the data sent with it, a chat conversation with its messages, an online purchase with each step, its payments and its order (kept for legal and accounting reasons), each consent or notice with its text, the visitor's comments, the e-mails sent and how long each record is kept.",
      },
    },
  },
} satisfies Meta<typeof MyDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plan request with its consent, a comment and an e-mail. */
export const Default: Story = {};
/** The data sent and the consent's text opened. */
export const Opened: Story = { play: openAll };
/** A consent the visitor withdrew: the date it was withdrawn. */
export const WithdrawnConsent: Story = {
  args: {
    data: {
      ...sampleMyData,
      consents: sampleMyData.consents.map((consent) => ({
        ...consent,
        withdrawnAt: "2026-12-05T08:00:00.000Z",
      })),
    },
  },
};
/** A chat conversation's code: the conversation with its messages, and the chat's notice. */
export const Conversation: Story = { args: { data: sampleConversationData }, play: openAll };
/** A paid purchase's code: each step, the payment, and the order the site keeps, with why. */
export const Purchase: Story = { args: { data: samplePurchaseData }, play: openAll };
/** A company purchase not paid yet: its employee list with the rows. */
export const CompanyPurchase: Story = { args: { data: sampleCompanyPurchaseData }, play: openAll };
/** Only the retention table: no request, consent, comment or e-mail kept. */
export const Empty: Story = { args: { data: nothing } };

/** A saved comparison: each plan's price last told and today's (one gone), alerts on. */
export const SavedComparison: Story = {
  args: { data: sampleSavedComparisonData, onAlerts: () => {} },
};

/** A saved comparison whose address is not confirmed yet: the button confirms the alerts. */
export const SavedComparisonPending: Story = {
  args: {
    data: {
      ...sampleSavedComparisonData,
      savedComparisons: sampleSavedComparisonData.savedComparisons?.map((saved) => ({
        ...saved,
        alerts: "pending" as const,
        lastAlertAt: null,
      })),
    },
    onAlerts: () => {},
  },
};

/** Changing the alerts failed: the message under the button. */
export const SavedComparisonAlertsFailed: Story = {
  args: {
    data: sampleSavedComparisonData,
    onAlerts: () => {},
    alertsError: "No pudimos cambiar los avisos. Inténtalo de nuevo.",
  },
};
/** Long values (an address in the data sent, a long comment) must wrap. */
export const LongTexts: Story = {
  args: {
    data: {
      ...sampleMyData,
      lead: sampleMyData.lead && {
        ...sampleMyData.lead,
        nombre: "María José Fernández de la Torre Villalobos",
        email: "maria.jose.fernandez.delatorre.villalobos@correo-empresarial-andino.com.co",
        payload: {
          ...sampleMyData.lead.payload,
          direccion:
            "Carrera 7 # 71-21, torre B, oficina 1203, edificio Bancafé, Bogotá, Cundinamarca, Colombia",
        },
      },
      feedbacks: sampleMyData.feedbacks.map((feedback) => ({
        ...feedback,
        comment:
          "Me llamaron al día siguiente y la asesora me explicó con mucha paciencia las diferencias entre los tres planes, aunque me hubiera gustado recibir la comparación también por correo electrónico.",
      })),
    },
  },
  play: openAll,
};
export const Phone: Story = {
  args: LongTexts.args,
  play: openAll,
  globals: { viewport: { value: "phone", isRotated: false } },
};
