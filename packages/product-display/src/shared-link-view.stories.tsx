import { SiteHarness, type SiteHarnessProps } from "@qs/test-support/site-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SharedLinkView } from "./shared-link-view";

const CODE = "Xk3vQ9aLm2Pz7Rt5Wc8YbQ";
const LINK = `/api/buscarplanes/sharedinsurance/${CODE}`;

type Fixtures = NonNullable<SiteHarnessProps["api"]>;

/** `/url/{code}` over the given answer of the API (a found link leaves the page at once). */
function OpenSharedLink({ api }: { api: Fixtures }) {
  return (
    <SiteHarness api={api}>
      <SharedLinkView code={CODE} leave={() => {}} />
    </SiteHarness>
  );
}

const meta = {
  title: "Product display/Shared link",
  component: OpenSharedLink,
  args: { api: { [LINK]: { pending: true } } },
  parameters: {
    docs: {
      description: {
        component:
          "/url/{code}, the page a shared short link opens: it resolves the code and moves on to the shared page, or says the link was not found.",
      },
    },
  },
} satisfies Meta<typeof OpenSharedLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code is being resolved. */
export const Opening: Story = {};

/** No link has this code. */
export const NotFound: Story = {
  args: { api: { [LINK]: { status: 404, body: { error: "Enlace compartido no encontrado" } } } },
};

/**
 * The API failed three times: the visitor can try again. The client waits between its tries,
 * so the story is done once 'Reintentar' shows.
 */
export const Failed: Story = {
  args: { api: { [LINK]: { status: 503, body: { error: "Base de datos no disponible" } } } },
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "Reintentar" }, { timeout: 15_000 });
  },
};
