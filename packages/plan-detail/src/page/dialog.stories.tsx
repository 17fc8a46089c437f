import type { Meta, StoryObj } from "@storybook/react-vite";
import { Dialog } from "./dialog";

const meta = {
  title: "Plan detail/Dialog",
  component: Dialog,
  args: {
    title: "Condiciones generales",
    closeLabel: "Cerrar",
    onClose: () => {},
    size: "small",
    children: (
      <p>
        Te enviaremos el documento a tu correo electrónico. Revisa también la carpeta de correo no
        deseado.
      </p>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The modal window of the plan pages: the plan detail opened from the results, the document download and other questions. Escape and the × button close it.",
      },
      // A modal covers the whole page: each story in its own frame.
      story: { inline: false, iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small dialog with its title. */
export const Default: Story = {};
/** A wide dialog, as for a plan's whole page. */
export const Wide: Story = {
  args: {
    size: "wide",
    title: "Salud Esencial",
    children: (
      <div style={{ padding: 24 }}>
        <h3>Salud Esencial · Seguros Andinos</h3>
        <p>Hospitalización y cirugía al 100 %, urgencias y telemedicina 24/7.</p>
      </div>
    ),
  },
};
/** The title is for screen readers only (the content has its own heading). */
export const HiddenTitle: Story = { args: { hideTitle: true } };
/** A long title and a long paragraph must wrap inside the dialog. */
export const LongTexts: Story = {
  args: {
    title:
      "Descarga de las condiciones generales y particulares del Plan Integral de Salud Familiar Premium",
    children: (
      <p>
        Para descargar este documento necesitamos tu correo electrónico: te enviaremos un enlace que
        vence en veinticuatro horas, y si no lo recibes en unos minutos revisa la carpeta de correo
        no deseado o escríbenos a contacto@queseguro.co indicando el nombre del plan y de la
        aseguradora.
      </p>
    ),
  },
};
export const Phone: Story = {
  args: LongTexts.args,
  globals: { viewport: { value: "phone", isRotated: false } },
};
