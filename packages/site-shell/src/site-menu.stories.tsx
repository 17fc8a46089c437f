import { type FixtureAnswer, sampleMenu } from "@qs/test-support/fixture-api";
import { withSite } from "@qs/test-support/with-site";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { SiteMenu } from "./site-menu";
import "./header.css";

/** The menu over the given answer of GET /api/menu, in the header's bar. */
const answering = (answer: FixtureAnswer) => withSite({ api: { "/api/menu": answer } });

const meta = {
  title: "Site shell/Site menu",
  component: SiteMenu,
  decorators: [
    (Story) => (
      <header className="qs-header">
        <div className="qs-container qs-header__main">
          <Story />
        </div>
      </header>
    ),
  ] as Decorator[],
  parameters: {
    docs: {
      description: {
        component:
          "The header's menu, built from the country's plan categories and their sub-menus: placeholders while it loads and a short message if it cannot be loaded.",
      },
    },
  },
} satisfies Meta<typeof SiteMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = (data: unknown) => ({ body: { data, metadata: { demo: true } } });

/** The categories and their sub-menus. */
export const Default: Story = {};
export const Loading: Story = { decorators: [answering({ pending: true })] };
export const LoadError: Story = {
  decorators: [answering({ status: 404, body: { error: "Ruta no encontrada" } })],
};
/** The country has no categories yet. */
export const Empty: Story = { decorators: [answering(menu([]))] };
/** Many categories with long names must wrap or fold, not overflow the bar. */
export const LongTexts: Story = {
  decorators: [
    answering(
      menu([
        ...sampleMenu,
        { label: "Seguros de Vida y Accidentes Personales", url: "/Comparar/Vida", children: [] },
        { label: "Planes Dentales", url: "/Comparar/Dental", children: [] },
        { label: "Asistencia en Viajes Internacionales", url: "/Comparar/Viajes", children: [] },
      ]),
    ),
  ],
};
