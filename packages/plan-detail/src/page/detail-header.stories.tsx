import { profileStore, resetProfileStores } from "@qs/profile-forms/profile-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness, sampleDetailProduct } from "../testing/detail-harness";
import { DetailHeader } from "./detail-header";

/** The API prices the stored family of three; the GET variant (no profile) prices nobody. */
const familyPrice = (url: URL) =>
  url.pathname.endsWith("/calculatePrice") && !url.searchParams.has("comparator")
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
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No profile yet: the list price 'Desde' and 'Ingresa tu perfil'. */
export const WithoutProfile: Story = {};

/** A stored family: its price, 'para 3 personas', the tooltip and 'Cambiar perfil'. */
export const PricedForProfile: Story = {
  beforeEach: () => {
    profileStore("V1.6_CO")
      .getState()
      .save({
        ingresodatos: true,
        cotizante: [{ sexo: "Femenino", edad: 38 }],
        cargas: [{ edad: 7 }, { edad: 4 }],
      });
  },
};
