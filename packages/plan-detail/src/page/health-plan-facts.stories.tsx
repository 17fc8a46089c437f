import type { HealthPlan } from "@qs/domain/health-plan";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HealthPlanFacts } from "./health-plan-facts";

/** An Isapre plan's facts as its page shows them. */
function Facts({ plan }: { plan: HealthPlan }) {
  return (
    <div className="qs-detail__summary" style={{ maxWidth: 720, padding: 24 }}>
      <HealthPlanFacts plan={plan} />
    </div>
  );
}

const sellable: HealthPlan = {
  codigoplan: "67-ISA-2101-24",
  nombreplan: "Colmena Preferente Clínica Dávila",
  codigoprestador: 67,
  lineaplan: "Línea Preferente",
  modalidadplan: "preferente",
  amplitudcobertura: "Nacional",
  prestacionesrest: [6],
  topeanual: 0,
  fechainicio: "2024-03-01",
  estadoplan: "Si Comer.",
};

const meta = {
  title: "Plan detail/Health plan facts",
  component: Facts,
  args: { plan: sellable },
  parameters: {
    docs: {
      description: {
        component:
          "The facts of a Chilean Isapre plan on its page: code, whether it is still sold, coverage kind, reach and annual top.",
      },
    },
  },
} satisfies Meta<typeof Facts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Si Comer.' shown as Comercializable, an annual top of 0 as 'Sin tope'. */
export const ComercializableSinTope: Story = {};
/** 'No Comer.' shown as No comercializable, with an annual top and restricted benefits. */
export const NoComercializable: Story = {
  args: {
    plan: {
      ...sellable,
      estadoplan: "No Comer.",
      topeanual: 5000,
      modalidadplan: "libre_eleccion",
      prestacionesrest: [1, 3],
    },
  },
};
/** A plan that gives only its code and name. */
export const OnlyCode: Story = {
  args: { plan: { codigoplan: "67-ISA-2101-24", nombreplan: "Plan", codigoprestador: 67 } },
};
