import { sampleChileSiteConfig } from "@qs/country-samples/sample-countries";
import { defaultFixtures, type FixtureAnswer } from "@qs/test-support/fixture-api";
import type { SiteHarnessProps } from "@qs/test-support/site-harness";
import { withSite } from "@qs/test-support/with-site";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SitemapProductsPage } from "./sitemap-products-page";

const product = (
  organizationType: string,
  organizationUrl: string,
  productUrl: string,
  insuranceTypeUrl: string | null,
) => ({
  organizationType,
  organizationUrl,
  productUrl,
  insuranceTypeUrl,
  updatedAt: "2025-05-01T10:00:00.000Z",
});

const sitemapProducts = [
  product("POLIZA", "Aseguradora-Andina", "Salud-Esencial", "Polizas-de-Salud"),
  product("POLIZA", "Aseguradora-Andina", "Salud-Total-Plus", "Polizas-de-Salud"),
  product("PREPAGADA", "Medicos-Unidos", "Plan-Oro", "Medicina-Prepagada"),
];

/** The page over the given answer of GET /api/sitemap/products. */
const answering = (answer: FixtureAnswer, site: Pick<SiteHarnessProps, "config"> = {}) =>
  withSite({ ...site, api: { ...defaultFixtures, "/api/sitemap/products": answer } });

const meta = {
  title: "Site shell/Sitemap products page",
  component: SitemapProductsPage,
  decorators: [answering({ body: sitemapProducts })],
  parameters: {
    docs: {
      description: {
        component:
          "/Sitemap-Products: every plan of the site by category and insurer, each a link to its page. Search engines and visitors read it as the site's map of plans.",
      },
    },
  },
} satisfies Meta<typeof SitemapProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { decorators: [answering({ pending: true })] };
export const Empty: Story = { decorators: [answering({ body: [] })] };
/** The list could not be loaded: the message and 'Reintentar'. */
export const LoadError: Story = {
  decorators: [answering({ status: 404, body: { error: "Ruta no encontrada" } })],
};
/** Chile's Isapres and clinics, at Chile's plan addresses. */
export const Chile: Story = {
  decorators: [
    answering(
      {
        body: [
          product("ISAPRE", "Colmena", "Preferente-Clinica-Davila", "Isapres"),
          product("CLINICA", "Clinica-Alemana", "Seguro-Complementario", "Seguros-Complementarios"),
        ],
      },
      { config: sampleChileSiteConfig },
    ),
  ],
};
/** Long category, insurer and plan names must wrap. */
export const LongTexts: Story = {
  decorators: [
    answering({
      body: [
        product(
          "POLIZA",
          "Compania-de-Seguros-de-Vida-y-Salud-Andina-del-Pacifico",
          "Plan-Integral-de-Salud-Familiar-Premium-con-Cobertura-Nacional-e-Internacional",
          "Polizas-de-Salud-para-Familias-y-Trabajadores-Independientes",
        ),
        product("POLIZA", "Aseguradora-Andina", "Salud-Esencial", null),
      ],
    }),
  ],
};
export const Phone: Story = {
  decorators: LongTexts.decorators,
  globals: { viewport: { value: "phone", isRotated: false } },
};
