import type { ApiFixture } from "@qs/test-support/comparator-harness";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailHarness } from "../testing/detail-harness";
import { FaqTab } from "./faq-tab";
import "./plan-detail.css";

/** The tab over the given answer of GET /api/insurance/{id}/faqs (the sample questions without one). */
function Faq({ answer }: { answer?: ReturnType<ApiFixture> }) {
  return (
    <DetailHarness api={(url) => (answer && url.pathname.endsWith("/faqs") ? answer : undefined)}>
      <div className="qs-container" style={{ paddingTop: 24, paddingBottom: 24 }}>
        <FaqTab productId={1001} />
      </div>
    </DetailHarness>
  );
}

const faqs = (data: { question: string; answer: string }[]) => ({
  body: { data, metadata: { demo: true } },
});

const meta = {
  title: "Plan detail/FAQ tab",
  component: Faq,
  parameters: {
    docs: {
      description: {
        component:
          "The 'Preguntas frecuentes' tab of a plan's page: each question opens to its answer.",
      },
    },
  },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plan's questions, closed. */
export const Default: Story = {};
/** The first question opened. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const first = canvasElement.querySelector("details");
      if (first) {
        first.setAttribute("open", "");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};
export const Loading: Story = { args: { answer: "pending" } };
/** The plan has no questions. */
export const Empty: Story = { args: { answer: faqs([]) } };
export const LoadError: Story = {
  args: { answer: { status: 404, body: { error: "Producto no encontrado" } } },
};
/** Long questions and answers must wrap. */
export const LongTexts: Story = {
  args: {
    answer: faqs([
      {
        question:
          "¿Puedo incluir como beneficiarios a mis padres mayores de sesenta y cinco años si ya tienen una enfermedad preexistente diagnosticada antes de la contratación del plan?",
        answer:
          "Sí. Los padres pueden incluirse como beneficiarios hasta los setenta y cinco años; las enfermedades preexistentes declaradas quedan cubiertas después de un período de carencia de doce meses, salvo las exclusiones que indican las condiciones particulares de la póliza.",
      },
      { question: "¿Desde cuándo tengo cobertura?", answer: "Desde el primer día del mes." },
    ]),
  },
  play: Opened.play,
};
export const Phone: Story = {
  args: LongTexts.args,
  play: Opened.play,
  globals: { viewport: { value: "phone", isRotated: false } },
};
