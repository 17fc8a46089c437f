import type { PurchaseView } from "@qs/domain/api/purchase";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PurchasePage } from "./purchase-page";
import { answer, PurchaseApiHarness, type PurchaseFixture } from "./testing/purchase-harness";
import { newPurchase, readyToPay, SAMPLE_TOKEN } from "./testing/sample-purchase";
import { MOBILE_WIDTH, mobileGlobals } from "./testing/story-frame";

/** The whole page over a fixture API that answers `view` for its token. */
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
          "The online purchase page (/Compra-Online/…): the stepper and the current step, as desktop and phone show it.",
      },
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The draft on its way (what the server renders too). */
export const Loading: Story = { args: { pending: true } };

export const Desktop: Story = {};

export const DesktopPayment: Story = { args: { view: readyToPay, step: "Pago" } };

export const Mobile: Story = { args: { mobile: true }, globals: mobileGlobals };

export const MobilePayment: Story = {
  args: { mobile: true, view: readyToPay, step: "Pago" },
  globals: mobileGlobals,
};
