import { sampleCountryConfig } from "@qs/ui/testing/sample-country-config";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { AboutPage } from "./about-page";
import { BlogArticlePage, BlogIndexPage } from "./blog-page";
import { ClientPortalPage } from "./client-portal-page";
import { PartnersPage } from "./partners-page";
import { RegistrationPage } from "./registration-page";
import { SitemapProductsPage } from "./sitemap-products-page";
import { defaultFixtures, type FixtureAnswer } from "./testing/fixture-api";
import { SiteHarness } from "./testing/site-harness";

const sitemapProducts = [
  ["POLIZA", "Aseguradora-Andina", "Salud-Esencial", "Polizas-de-Salud"],
  ["POLIZA", "Aseguradora-Andina", "Salud-Total-Plus", "Polizas-de-Salud"],
  ["PREPAGADA", "Medicos-Unidos", "Plan-Oro", "Medicina-Prepagada"],
].map(([organizationType, organizationUrl, productUrl, insuranceTypeUrl]) => ({
  organizationType,
  organizationUrl,
  productUrl,
  insuranceTypeUrl,
  updatedAt: "2025-05-01T10:00:00.000Z",
}));

function Sitemap({ answer }: { answer: FixtureAnswer }) {
  return (
    <SiteHarness api={{ ...defaultFixtures, "/api/sitemap/products": answer }}>
      <SitemapProductsPage />
    </SiteHarness>
  );
}

const meta = {
  title: "Site shell/Information pages",
  component: AboutPage,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};
export const AboutInEnglish: Story = {
  render: () => (
    <SiteHarness language="en">
      <AboutPage />
    </SiteHarness>
  ),
};
export const Partners: Story = { render: () => <PartnersPage /> };
export const Registration: Story = { render: () => <RegistrationPage onStart={() => {}} /> };
export const RegistrationInPortuguese: Story = {
  render: () => (
    <SiteHarness language="pt">
      <RegistrationPage onStart={() => {}} />
    </SiteHarness>
  ),
};
export const ClientPortalBothPortals: Story = {
  render: () => (
    <SiteHarness
      config={{ ...sampleCountryConfig, companyPortalUrl: "https://empresas.queseguro.co/" }}
    >
      <ClientPortalPage />
    </SiteHarness>
  ),
};
/** A country without a company portal: companies are sent to the contact page. */
export const ClientPortalPersonalOnly: Story = { render: () => <ClientPortalPage /> };
export const BlogIndex: Story = { render: () => <BlogIndexPage /> };
export const BlogArticle: Story = {
  render: () => <BlogArticlePage slug="como-elegir-un-plan-de-salud" />,
};
export const BlogArticleMobile: Story = {
  render: () => <BlogArticlePage slug="como-elegir-un-plan-de-salud" />,
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
export const SitemapLoaded: Story = {
  render: () => <Sitemap answer={{ body: sitemapProducts }} />,
};
export const SitemapLoading: Story = { render: () => <Sitemap answer={{ pending: true }} /> };
export const SitemapEmpty: Story = { render: () => <Sitemap answer={{ body: [] }} /> };
export const SitemapError: Story = {
  render: () => <Sitemap answer={{ status: 404, body: { error: "Ruta no encontrada" } }} />,
};
