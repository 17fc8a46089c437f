import type { PurchaseView } from "@qs/domain/api/purchase";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchasePage } from "./purchase-page";
import { answer, PurchaseApiHarness, type PurchaseFixture } from "./testing/purchase-harness";
import { newPurchase, readyToPay, SAMPLE_TOKEN } from "./testing/sample-purchase";
import { MOBILE_WIDTH, mobileGlobals } from "./testing/story-frame";

/** The registry's `compra` notice, shortened. */
const PURCHASE_NOTICE = {
  purpose: "compra",
  version: "compra-2026-11",
  law: "Ley 1581 de 2012",
  language: "es",
  text: [
    "Aviso de privacidad de la compra en línea",
    "Qué datos: los que ingresas en cada paso de la compra, la declaración de salud si el plan la pide y el resultado del pago (nunca los datos de tu tarjeta).",
    "Para qué: para contratar el plan que elegiste. No los usamos para publicidad ni los vendemos.",
    "Este tratamiento se rige por la Ley 1581 de 2012 de protección de datos personales de Colombia.",
  ].join("\n\n"),
  publishedAt: "2026-11-25T00:00:00.000Z",
};

/** The whole page over a fixture API that answers `view` for its token and the notice. */
function Page({
  view,
  step,
  pending = false,
  mobile = false,
}: {
  view: PurchaseView;
  step: string;
  pending?: boolean;
  mobile?: boolean;
}) {
  const api: PurchaseFixture = (request) =>
    request.url.pathname === `/api/compra-online/${view.token}`
      ? pending
        ? "pending"
        : answer(view)
      : request.url.pathname === "/api/consents/current"
        ? { body: { data: PURCHASE_NOTICE } }
        : undefined;
  return (
    <PurchaseApiHarness api={api}>
      <div style={mobile ? { maxWidth: MOBILE_WIDTH } : undefined}>
        <PurchasePage
          code={view.productCode}
          step={step}
          search={{ session: SAMPLE_TOKEN, sessionType: "compra" }}
        />
      </div>
    </PurchaseApiHarness>
  );
}

const meta = {
  title: "Purchase/Page",
  component: Page,
  args: { view: newPurchase, step: "Datos-personales" },
  parameters: {
    docs: {
      description: {
        component:
          "The online purchase page (/Compra-Online/…): the stepper and the current step, as desktop and phone show it, and under it the purchase's privacy notice with its whole text folded and the link that opens this purchase in 'Mis datos'.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The draft on its way (what the server renders too). */
export const Loading: Story = { args: { pending: true } };

export const Desktop: Story = {};

/** The privacy notice's whole text unfolded, as a click on it shows it. */
export const PrivacyNoticeOpened: Story = {
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const details = canvasElement.querySelector(".qs-privacy-notice__details");
      if (details) {
        details.setAttribute("open", "");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("The privacy notice's text did not arrive");
  },
};

export const DesktopPayment: Story = { args: { view: readyToPay, step: "Pago" } };

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

export const MobilePayment: Story = {
  args: { mobile: true, view: readyToPay, step: "Pago" },
  globals: mobileGlobals,
};
