import type { Faq } from "@qs/domain/api/reference-answers";
import type { PlanKind } from "./catalog-specs";
import { formatAmount } from "./markets";
import type { Random } from "./random";

/** Frequently asked questions of a product: 3 to 6, chosen among those that fit its kind. */

export interface FaqContext {
  kind: PlanKind;
  /** Peru's EPS are company plans; Colombia's are complementary plans of the EPS. */
  market: "CO" | "CL" | "PE" | "INT";
  planName: string;
  organizationName: string;
  /** Oldest entry age, or null when there is no limit. */
  maxEntryAge: number | null;
  minEntryAge: number;
  minsubscribers: number | null;
  online: boolean;
  networkNames: readonly string[];
  gesPrice: number | null;
  deductible: number | null;
  /** Coverage lines already described ('Hospitalización 100%'...). */
  highlights: readonly string[];
}

type FaqTemplate = (ctx: FaqContext) => Faq | null;

const whatCovers: FaqTemplate = (ctx) => ({
  question: `¿Qué cubre ${ctx.planName}?`,
  answer:
    ctx.highlights.length > 0
      ? `${ctx.planName} incluye ${ctx.highlights.slice(0, 4).join(", ")}. El detalle de topes, deducibles y exclusiones está en las condiciones generales y particulares del plan.`
      : `El detalle de coberturas de ${ctx.planName} está en las condiciones generales publicadas por ${ctx.organizationName}.`,
});

const entryAge: FaqTemplate = (ctx) =>
  ctx.maxEntryAge === null
    ? null
    : {
        question: "¿Hasta qué edad puedo contratar?",
        answer: `Puedes contratar ${ctx.planName} desde los ${ctx.minEntryAge} y hasta los ${ctx.maxEntryAge} años. Una vez asegurado, la renovación es anual y no depende de tu edad.`,
      };

const waitingPeriods: FaqTemplate = () => ({
  question: "¿Existen períodos de carencia?",
  answer:
    "Las urgencias y los accidentes se cubren desde el primer día. Las enfermedades tienen una carencia de 30 días, las cirugías programadas de 6 meses y la maternidad de 10 meses.",
});

const preexisting: FaqTemplate = () => ({
  question: "¿Qué pasa con las enfermedades preexistentes?",
  answer:
    "Debes declararlas en la declaración de salud. Según su gravedad pueden quedar cubiertas tras un período de carencia, con un recargo o excluidas; la aseguradora lo informa antes de emitir la póliza.",
});

const howToPay: FaqTemplate = (ctx) => ({
  question: "¿Cómo se paga el plan?",
  answer: ctx.online
    ? "Puedes contratar en línea y pagar con tarjeta de crédito o débito con cargo mensual automático; también puedes hacerlo con un ejecutivo."
    : "Un ejecutivo te contacta para completar la solicitud; el pago es mensual con cargo automático a tu tarjeta o cuenta bancaria.",
});

const network: FaqTemplate = (ctx) =>
  ctx.networkNames.length === 0
    ? null
    : {
        question: "¿En qué clínicas puedo atenderme?",
        answer: `La red incluye ${ctx.networkNames.slice(0, 4).join(", ")}, entre otros prestadores. Fuera de la red aplica el reembolso por libre elección según el plan.`,
      };

const reimbursement: FaqTemplate = () => ({
  question: "¿Cómo solicito un reembolso?",
  answer:
    "Sube la boleta o factura, la orden médica y el formulario de reembolso en la app o en el sitio de la aseguradora dentro de los 60 días siguientes a la atención. El pago se hace por transferencia en un plazo de 10 días hábiles.",
});

const family: FaqTemplate = () => ({
  question: "¿Puedo incluir a mi familia?",
  answer:
    "Sí. Puedes agregar a tu cónyuge o pareja y a tus hijos; cada asegurado paga la prima que corresponde a su edad y sexo.",
});

const cancel: FaqTemplate = () => ({
  question: "¿Puedo cancelar el plan cuando quiera?",
  answer:
    "Sí. Puedes terminar el contrato en cualquier momento avisando por escrito con 30 días de anticipación; no se cobran penalidades.",
});

const ges: FaqTemplate = (ctx) => ({
  question: "¿Qué es el GES y cuánto cuesta?",
  answer: `Las Garantías Explícitas en Salud cubren los problemas de salud definidos por ley con copago máximo del 20%. En ${ctx.organizationName} el precio GES es de ${formatAmount(ctx.gesPrice ?? 0, "UF")} mensuales por beneficiario. Las cargas menores de 2 años no pagan plan, solo GES.`,
});

const isapreMove: FaqTemplate = () => ({
  question: "¿Cómo me cambio de Isapre?",
  answer:
    "Firmas el nuevo contrato con la Isapre de destino, que se encarga de avisar a tu Isapre actual. El nuevo plan comienza el primer día del mes siguiente a la firma; si tienes cargas, también se trasladan.",
});

const caec: FaqTemplate = () => ({
  question: "¿Qué es la CAEC?",
  answer:
    "Es la Cobertura Adicional para Enfermedades Catastróficas: una vez superado un deducible de 30 cotizaciones (entre 60 y 126 UF), la Isapre cubre el 100% de los gastos en su red cerrada.",
});

const petBreeds: FaqTemplate = (ctx) => ({
  question: "¿Qué mascotas puedo asegurar?",
  answer: `Perros y gatos de cualquier raza desde los 3 meses${ctx.maxEntryAge === null ? "" : ` y hasta los ${ctx.maxEntryAge} años`}. Algunas razas con mayor riesgo de salud, como el bulldog o el pug, tienen una prima distinta.`,
});

const petVet: FaqTemplate = () => ({
  question: "¿Puedo ir a cualquier veterinario?",
  answer:
    "Puedes atenderte en la red de clínicas veterinarias en convenio con copago fijo, o en cualquier veterinaria y pedir el reembolso según el porcentaje del plan.",
});

const petAccident: FaqTemplate = () => ({
  question: "¿Cubre accidentes desde el primer día?",
  answer:
    "Sí. Los accidentes se cubren desde el inicio de la vigencia; las enfermedades tienen una carencia de 30 días.",
});

const minEmployees: FaqTemplate = (ctx) => ({
  question: "¿Cuántos trabajadores necesito para contratar?",
  answer: `El plan es para un mínimo de ${ctx.minsubscribers ?? 5} empleados. Los trabajadores que ingresen después se incorporan desde el primer día del mes siguiente.`,
});

const employerShare: FaqTemplate = () => ({
  question: "¿La empresa debe pagar todo el plan?",
  answer:
    "No. La empresa define el porcentaje que aporta y el resto se descuenta por planilla; el aporte de la empresa es un gasto aceptado tributariamente.",
});

const dependants: FaqTemplate = () => ({
  question: "¿Los trabajadores pueden incluir a sus familias?",
  answer:
    "Sí. El cónyuge o conviviente y los hijos hasta los 24 años pueden incorporarse como cargas, con la prima que corresponda.",
});

const sctrWhat: FaqTemplate = () => ({
  question: "¿Qué es el SCTR y quién debe contratarlo?",
  answer:
    "El Seguro Complementario de Trabajo de Riesgo es obligatorio para las empresas que realizan actividades de riesgo según la Ley 26790 y el D.S. 003-98-SA. Cubre a trabajadores en planilla y a contratistas.",
});

const sctrParts: FaqTemplate = () => ({
  question: "¿Qué incluye el SCTR Salud y el SCTR Pensión?",
  answer:
    "SCTR Salud cubre la atención médica y la rehabilitación por accidentes de trabajo y enfermedades profesionales. SCTR Pensión paga pensiones de invalidez y sobrevivencia y los gastos de sepelio.",
});

const sctrCertificate: FaqTemplate = () => ({
  question: "¿Cuándo recibo la constancia?",
  answer:
    "La constancia de cobertura se emite en el día, apenas se registra la planilla de trabajadores y el pago de la prima.",
});

const abroad: FaqTemplate = (ctx) => ({
  question: "¿Puedo usar el seguro en cualquier país?",
  answer: `${ctx.planName} cubre en los países de su área de cobertura con pago directo en la red de hospitales. En urgencias puedes atenderte en cualquier hospital y pedir el reembolso.`,
});

const deductible: FaqTemplate = (ctx) =>
  ctx.deductible === null
    ? null
    : {
        question: "¿Cómo funciona el deducible?",
        answer:
          ctx.deductible === 0
            ? "Este plan no tiene deducible: el seguro paga desde el primer dólar de cada atención cubierta."
            : `Pagas los primeros ${formatAmount(ctx.deductible, "USD")} de gastos cubiertos de cada año póliza; desde ahí el seguro paga según los porcentajes del plan. Elegir un deducible mayor baja la prima.`,
      };

const residency: FaqTemplate = () => ({
  question: "¿Necesito vivir fuera de mi país para contratar?",
  answer:
    "No. Puedes contratar viviendo en tu país de origen o en el extranjero; el precio depende de tu edad y del área de cobertura elegida.",
});

const dentalWaiting: FaqTemplate = () => ({
  question: "¿Cuándo puedo usar el seguro dental?",
  answer:
    "Urgencias y prevención desde el primer día; obturaciones y endodoncias tras 90 días de vigencia.",
});

const epsPac: FaqTemplate = (ctx) => ({
  question: "¿Necesito estar afiliado a la EPS?",
  answer: `Sí. El plan complementario de ${ctx.organizationName} se suma al Plan de Beneficios en Salud de tu EPS; debes estar afiliado y al día con tus aportes.`,
});

const epsPeru: FaqTemplate = () => ({
  question: "¿Cómo funciona la EPS con EsSalud?",
  answer:
    "Los trabajadores se atienden en la red de la EPS para la capa simple y pueden seguir usando EsSalud para la capa compleja. La empresa recibe un crédito del 2,25% sobre el aporte a EsSalud.",
});

const byKind: Record<PlanKind, readonly FaqTemplate[]> = {
  health: [
    whatCovers,
    entryAge,
    waitingPeriods,
    network,
    preexisting,
    reimbursement,
    family,
    howToPay,
  ],
  prepaid: [whatCovers, entryAge, network, waitingPeriods, preexisting, family, cancel],
  eps: [epsPac, whatCovers, network, family, howToPay, cancel],
  complementary: [whatCovers, entryAge, reimbursement, waitingPeriods, howToPay, cancel],
  isapre: [ges, whatCovers, network, caec, isapreMove, family],
  catastrophic: [whatCovers, entryAge, reimbursement, preexisting, cancel],
  dental: [whatCovers, dentalWaiting, family, howToPay, cancel],
  oncology: [whatCovers, entryAge, network, preexisting, waitingPeriods, howToPay],
  clinic: [whatCovers, network, waitingPeriods, family, howToPay, cancel],
  pets: [petBreeds, whatCovers, petVet, petAccident, howToPay, cancel],
  collective: [minEmployees, whatCovers, employerShare, dependants, network],
  sctr: [sctrWhat, sctrParts, sctrCertificate, minEmployees],
  international: [whatCovers, abroad, deductible, residency, entryAge, preexisting, network],
};

const peruEps: readonly FaqTemplate[] = [
  epsPeru,
  minEmployees,
  whatCovers,
  network,
  dependants,
  employerShare,
];

/** The first 3 to 6 questions that apply to the product, most important first. */
export function buildFaqs(ctx: FaqContext, random: Random): Faq[] {
  const templates = ctx.kind === "eps" && ctx.market === "PE" ? peruEps : byKind[ctx.kind];
  const candidates = templates
    .map((template) => template(ctx))
    .filter((faq): faq is Faq => faq !== null);
  return candidates.slice(0, Math.min(candidates.length, random.int(3, 6)));
}
