import type { Meta, StoryObj } from "@storybook/react-vite";
import { PartnerHtml } from "./partner-html";
import "./partner-layout.css";

const meta = {
  title: "Partner layout/HTML",
  component: PartnerHtml,
  args: {
    html: '<p><a href="https://www.bancoandino.com.co">Banco Andino</a> · Beneficios en salud para clientes</p>',
    label: "Encabezado de Banco Andino",
    place: "top",
  },
  parameters: {
    docs: {
      description: {
        component:
          "A partner's own header or footer, in its own named region of the page. Its HTML is cleaned by the API and again in the browser, so no script or style of the partner reaches the page.",
      },
    },
  },
} satisfies Meta<typeof PartnerHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partner's header above the page. */
export const Default: Story = {};
/** A partner's footer at the bottom of the page. */
export const Footer: Story = {
  args: {
    html: "<p>Banco Andino S.A. · Vigilado por la Superintendencia Financiera de Colombia</p>",
    label: "Pie de página de Banco Andino",
    place: "bottom",
  },
};
/** A script, a form and inline styles in the partner's HTML are removed before it shows. */
export const UnsafeMarkupRemoved: Story = {
  args: {
    html: '<p style="color:red">Beneficios <strong>exclusivos</strong></p><script>window.hacked = true</script><form><input name="clave"></form><img src="x" onerror="window.hacked = true" alt="">',
  },
};
/** A long paragraph must wrap. */
export const LongTexts: Story = {
  args: {
    html: "<p>Los clientes de la Cooperativa de Ahorro y Crédito de los Trabajadores de la Educación del Valle del Cauca acceden a tarifas preferenciales en planes de salud, medicina prepagada y seguros de vida, con asesoría sin costo y descuentos por pago anual anticipado.</p>",
  },
};
export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
