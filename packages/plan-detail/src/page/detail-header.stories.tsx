import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

const consentText = {
  purpose: "perfil",
  version: "perfil-2026-11",
  law: "Ley 1581 de 2012",
  language: "es",
  text: "Consentimiento para usar los datos de tu perfil",
  publishedAt: "2026-11-25T00:00:00.000Z",
};

const family = {
  ingresodatos: true,
  cotizante: [{ sexo: "Femenino" as const, edad: 38 }],
  cargas: [{ edad: 7 }, { edad: 4 }],
};

/** The API prices the stored family of three; the GET variant (no profile) prices nobody. */
const familyPrice = (url: URL) =>
  url.pathname === "/api/consents/current"
    ? { body: { data: consentText, metadata: { demo: true } } }
    : url.pathname.endsWith("/calculatePrice") && !url.searchParams.has("comparator")
      ? {
          body: {
            data: {
              total: {
                profilesWithPrice: 3,
                profilesEvaluated: 3,
                arePricesDefined: true,
                minPrice: 310000,
              },
              profiles: [],
            },
            metadata: { demo: true },
          },
        }
      : undefined;

function Header() {
  return (
    <DetailHarness api={familyPrice}>
      <DetailHeader product={sampleDetailProduct} />
    </DetailHarness>
  );
}

const meta = {
  title: "Plan detail/Header price",
  component: Header,
  beforeEach: () => {
    localStorage.removeItem("V1.6_CO");
    resetProfileStores();
  },
  parameters: {
    docs: {
      description: {
        component:
          "The top of a plan's page: insurer, plan name, data date and the price, priced for the visitor's profile when they agreed to its use.",
      },
      // A modal, a floating or stateful view: each story in its own frame.
      story: { inline: false, iframeHeight: 360 },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No profile yet: the list price 'Desde' and 'Ingresa tu perfil'. */
export const WithoutProfile: Story = {};

/** A stored family the visitor agreed to use: its price, 'para 3 personas', the tooltip and 'Cambiar perfil'. */
export const PricedForProfile: Story = {
  beforeEach: () => {
    const store = profileStore("V1.6_CO").getState();
    store.saveConsent({
      accessToken: "c0nsentT0ken_perfil-2026-11_abcdefghijklmno",
      version: consentText.version,
      grantedAt: "2026-11-26T10:00:00.000Z",
    });
    store.save(family);
  },
};

/** A family stored before consent was asked: the list price, and why the profile is not used. */
export const ProfileWithoutConsent: Story = {
  beforeEach: () => {
    profileStore("V1.6_CO").getState().save(family);
  },
};

function HeaderWithDate() {
  return (
    <DetailHarness api={familyPrice}>
      <DetailHeader product={{ ...sampleDetailProduct, updatedAt: "2026-11-24T15:30:00.000Z" }} />
    </DetailHarness>
  );
}

/** The plan's data date under its name: 'Datos actualizados el 24 de noviembre de 2026'. */
export const WithDataDate: Story = { render: () => <HeaderWithDate /> };
