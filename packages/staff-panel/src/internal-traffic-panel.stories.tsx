import { resetProfileStores } from "@qs/profile-forms/profile-store";
import { SiteHarness } from "@qs/test-support/site-harness";
import { OFF, setInternalTrafficSettings } from "@qs/visitor-state/internal-traffic-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { InternalTrafficPanel } from "./internal-traffic-panel";

/** Starts the story from the given internal-traffic settings and stored profile. */
const browser = (settings: Partial<typeof OFF>, profile?: unknown) => async () => {
  localStorage.clear();
  if (profile) localStorage.setItem("V1.6_CO", JSON.stringify(profile));
  resetProfileStores();
  // The session's start only sets when it ends (ten hours later); it is never shown.
  setInternalTrafficSettings({
    ...OFF,
    ...settings,
    startedAt: settings.internalTraffic ? Date.now() : null,
  });
  return {};
};

/** The panel on the given page, reading this browser's settings and profile. */
function Panel({ path = "/" }: { path?: string }) {
  return (
    <SiteHarness initialPath={path}>
      <InternalTrafficPanel />
    </SiteHarness>
  );
}

const meta = {
  title: "Staff/Internal traffic panel (live)",
  component: Panel,
  loaders: [browser({ internalTraffic: true, staffEmail: "ana@queseguro.com" })],
  parameters: {
    docs: {
      description: {
        component:
          "The internal-traffic panel wired to this browser's settings: it shows only while staff turned internal traffic on, or when the stored referral is a staff e-mail, and locks its options when the referral asks for it.",
      },
      // Each story reads this browser's settings: each in its own frame.
      story: { inline: false, iframeHeight: 120 },
    },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Internal traffic on: the launcher 'Tráfico interno'. */
export const Default: Story = {};
/** On the comparison page (the copy buttons show once it is opened). */
export const OnComparison: Story = { args: { path: "/Comparar/Comparacion" } };
/** Internal traffic off and an ordinary profile: a visitor sees nothing. */
export const OrdinaryVisitor: Story = { loaders: [browser({})] };
/** A staff e-mail kept as the referral: the panel names them, its options locked. */
export const StaffReferral: Story = {
  loaders: [
    browser(
      {},
      {
        ingresodatos: true,
        referido: { name: "Valentina Soto", email: "valentina.soto@queseguro.com" },
      },
    ),
  ],
};
export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
