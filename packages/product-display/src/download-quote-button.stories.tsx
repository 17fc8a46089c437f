import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuoteDownloadView } from "./download-quote-button";

const meta = {
  title: "Product display/Download quote",
  component: QuoteDownloadView,
  args: { state: { status: "idle" }, onDownload: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          "'Descargar cotización' on a plan's page: a PDF quote for the visitor's profile, with what happens while it is prepared or when it fails.",
      },
    },
  },
} satisfies Meta<typeof QuoteDownloadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Descargar cotización', ready. */
export const Idle: Story = {};

/** The PDF is being prepared: the button is busy and says so. */
export const Loading: Story = {
  args: { state: { status: "loading" } },
  // Busy by design: the picture is of the button while the PDF is prepared.
  parameters: { showsPending: true },
};

/** The PDF was saved. */
export const Downloaded: Story = { args: { state: { status: "done" } } };

/** The API failed: the Spanish message, and the button to try again. */
export const Failed: Story = {
  args: {
    state: {
      status: "error",
      message: "No pudimos generar tu cotización. Inténtalo nuevamente.",
    },
  },
};

/** Too many quotes in an hour: the API's own message says how long to wait. */
export const RateLimited: Story = {
  args: {
    state: {
      status: "error",
      message: "Demasiadas solicitudes. Intenta nuevamente en 42 minutos.",
    },
  },
};

/** A stored profile without consent: the quote prices the default person, and says so. */
export const WithoutConsent: Story = { args: { withoutProfile: true } };

/** The kept consent is being checked: the button waits rather than quoting without the profile. */
export const CheckingConsent: Story = { args: { disabled: true } };
