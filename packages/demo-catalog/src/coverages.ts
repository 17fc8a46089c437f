import type { CountryId } from "@qs/domain/country-config";
import type {
  BenefitCategory,
  Coverage,
  CoverageAmount,
  CoverageAmounts,
  CoverageInformation,
  CoverageTag,
  CoverageTop,
  CoverageUnit,
} from "@qs/domain/coverage";
import { deductibleType, parseDeductibleName } from "@qs/domain/deductible-tags";
import type { CoverRegion, PlanKind, PriceUnitCode, Tier } from "./catalog-specs";
import { CHILE, formatAmount, unitNames } from "./markets";
import type { Random } from "./random";

/**
 * Coverages of a product: the amounts of each benefit (percentage, tops,
 * deductibles, compensation, bed-day...) scaled by the plan's tier and
 * written in the market's units, the card tags and the benefit categories.
 */

export interface CoverageContext {
  productId: number;
  countryId: CountryId;
  kind: PlanKind;
  tier: Tier;
  /** Unit the plan is priced in. */
  unit: PriceUnitCode;
  planName: string;
  region?: CoverRegion;
  /** Deductible option of an international plan, in dollars. */
  deductible?: number;
  modality?: string;
  /** Display names of the plan's clinics, main one first. */
  networkNames: readonly string[];
  /** GES price in UF (Isapre plans). */
  gesPrice?: number;
  random: Random;
}

/** One line of the coverage table printed in the documents. */
export interface CoverageLine {
  name: string;
  cover: string;
  top: string;
  deductible: string;
}

export interface BuiltCoverages {
  coverageInformation: CoverageInformation;
  benefitCategories: BenefitCategory[];
  lines: CoverageLine[];
}

type Five<T> = readonly [T, T, T, T, T];

const groups = {
  hospitalario: {
    id: 1,
    name: "HOSPITALARIO",
    displayName: "Beneficios hospitalarios",
    icon: "hospital",
  },
  ambulatorio: {
    id: 2,
    name: "AMBULATORIO",
    displayName: "Atención ambulatoria",
    icon: "stethoscope",
  },
  urgencias: { id: 3, name: "URGENCIAS", displayName: "Urgencias", icon: "ambulance" },
  maternidad: { id: 4, name: "MATERNIDAD", displayName: "Maternidad", icon: "baby" },
  medicamentos: { id: 5, name: "MEDICAMENTOS", displayName: "Medicamentos", icon: "pills" },
  dental: { id: 6, name: "DENTAL", displayName: "Salud dental", icon: "tooth" },
  internacional: {
    id: 7,
    name: "INTERNACIONAL",
    displayName: "Cobertura internacional",
    icon: "globe",
  },
  oncologia: { id: 8, name: "ONCOLOGIA", displayName: "Oncología", icon: "ribbon" },
  veterinario: { id: 9, name: "VETERINARIO", displayName: "Atención veterinaria", icon: "paw" },
  responsabilidad: {
    id: 10,
    name: "RESPONSABILIDAD_CIVIL",
    displayName: "Responsabilidad civil",
    icon: "scale",
  },
  laboral: {
    id: 11,
    name: "RIESGOS_LABORALES",
    displayName: "Riesgos laborales",
    icon: "helmet-safety",
  },
  indemnizaciones: {
    id: 12,
    name: "INDEMNIZACIONES",
    displayName: "Indemnizaciones y pensiones",
    icon: "hand-holding-heart",
  },
  ges: { id: 13, name: "GES_CAEC", displayName: "GES y CAEC", icon: "shield" },
  adicionales: { id: 14, name: "ADICIONALES", displayName: "Beneficios adicionales", icon: "star" },
} as const;

type GroupKey = keyof typeof groups;

interface CoverageDraft {
  name: string;
  /** Name shown, when the name carries encoded tags. */
  displayName?: string;
  deductibleType?: 1 | 4 | 5;
  description: string;
  icon: string;
  group: GroupKey;
  amounts: CoverageAmounts;
  tops?: CoverageTop[];
  planCoverage?: "preferente" | "libre_eleccion";
}

const percentUnit: CoverageUnit = { name: "Porcentaje", code: "%" };

function moneyUnit(unit: string): CoverageUnit {
  const base = unit.split("/")[0] ?? unit;
  return {
    name: unitNames[base as PriceUnitCode] ?? base,
    code: unit,
    currencyCode: base === "UF" ? "CLF" : base,
  };
}

const pct = (min: number, max?: number): CoverageAmount =>
  max === undefined || max === min
    ? { minAmount: min, maxAmount: min, unit: percentUnit }
    : { minAmount: min, maxAmount: max, unit: percentUnit };

const money = (amount: number, unit: string, max?: number): CoverageAmount =>
  max === undefined
    ? { minAmount: amount, unit: moneyUnit(unit) }
    : { minAmount: amount, maxAmount: max, unit: moneyUnit(unit) };

/** A count, not money: sessions, times a year. */
const count = (amount: number, label: string): CoverageAmount => ({
  minAmount: amount,
  unit: { name: label, code: label },
});

const topOf = (
  period: CoverageTop["period"],
  amount: number,
  unit: string,
  planCoverage?: CoverageTop["planCoverage"],
): CoverageTop => ({
  period,
  ...(planCoverage ? { planCoverage } : {}),
  minAmount: amount,
  unit: moneyUnit(unit),
});

/** The international unit: dollars per year of the plan's region (USD/MUNDO, USD/LATAM, USD/Año). */
function regionUnit(region: CoverRegion | undefined): string {
  if (region === "MUNDO") return "USD/MUNDO";
  if (region === "LATAM") return "USD/LATAM";
  return "USD/Año";
}

/** A deductible name with its tags, checked with the domain rule so it always parses. */
function deductibleItem(name: string, amount: CoverageAmount, description: string): CoverageDraft {
  const parsed = parseDeductibleName(name);
  if (!parsed.ok) throw new Error(parsed.error);
  return {
    name,
    displayName: parsed.name,
    description,
    icon: "coins",
    group: "adicionales",
    amounts: { deductible: amount },
    deductibleType: deductibleType(parsed.tags),
  };
}

// ------------------------------------------------------------ drafts by kind

function colombiaHealth(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const sum = t([300e6, 600e6, 1000e6, 2000e6, 5000e6]);
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización y cirugía",
      description:
        "Habitación, honorarios médicos, sala de cirugía, medicamentos y exámenes durante la hospitalización.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(t([90, 90, 100, 100, 100]), 100),
        compensation: money(sum, "COP"),
        deductible: money(t([500000, 300000, 0, 0, 0]), "COP"),
        bed_day: money(t([350000, 450000, 600000, 850000, 1200000]), "COP"),
        yearly_top: money(sum, "COP"),
      },
      tops: [topOf("yearly", sum, "COP")],
    },
    {
      name: "Urgencias",
      description:
        "Atención de urgencias médicas y odontológicas en la red, sin autorización previa.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100), top_amount: money(t([8e6, 15e6, 25e6, 40e6, 60e6]), "COP") },
      tops: [topOf("event", t([8e6, 15e6, 25e6, 40e6, 60e6]), "COP")],
    },
    {
      name: "Consultas médicas y especialistas",
      description:
        "Consulta con médico general y especialistas de la red con un bono por consulta.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(t([80, 85, 90, 100, 100])),
        deductible: money(t([38000, 30000, 24000, 16000, 0]), "COP"),
      },
    },
    {
      name: "Exámenes de laboratorio e imágenes",
      description:
        "Laboratorio clínico, radiografías, ecografías, tomografías y resonancias con orden médica.",
      icon: "flask",
      group: "ambulatorio",
      amounts: {
        percentage: pct(t([70, 80, 90, 100, 100])),
        yearly_top: money(t([4e6, 8e6, 15e6, 30e6, 60e6]), "COP"),
      },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Maternidad",
      description:
        "Control prenatal, parto natural o por cesárea y atención del recién nacido, tras 10 meses de carencia.",
      icon: "baby",
      group: "maternidad",
      amounts: { top_amount: money(t([0, 6e6, 9e6, 14e6, 20e6]), "COP"), percentage: pct(100) },
      tops: [topOf("event", t([0, 6e6, 9e6, 14e6, 20e6]), "COP")],
    });
  }
  if (ctx.tier >= 3) {
    drafts.push({
      name: "Medicamentos ambulatorios",
      description: "Medicamentos formulados por médicos de la red para tratamientos ambulatorios.",
      icon: "pills",
      group: "medicamentos",
      amounts: {
        percentage: pct(t([0, 0, 50, 70, 80])),
        yearly_top: money(t([0, 0, 3e6, 6e6, 12e6]), "COP"),
      },
    });
  }
  if (ctx.tier >= 4) {
    drafts.push({
      name: "Cobertura en el exterior",
      description:
        "Urgencias y tratamientos programados fuera de Colombia con red internacional de hospitales.",
      icon: "globe",
      group: "internacional",
      amounts: {
        percentage: pct(100),
        yearly_top: money(t([0, 0, 0, 250000, 1000000]), "USD/Año"),
      },
    });
  }
  if (ctx.tier <= 2) {
    drafts.push(
      deductibleItem(
        "Deducible anual E[0-64] P[Libre_Eleccion]",
        money(t([1500000, 800000, 0, 0, 0]), "COP"),
        "Monto anual a cargo del asegurado en atenciones por libre elección fuera de la red.",
      ),
    );
  }
  return drafts;
}

function colombiaPrepaid(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización",
      description:
        "Hospitalización médica y quirúrgica en clínicas adscritas, en habitación individual.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(100),
        compensation: money(0, "COP"),
        deductible: money(0, "COP"),
        yearly_top: money(0, "COP"),
      },
      planCoverage: "preferente",
    },
    {
      name: "Consulta médica general y especializada",
      description:
        "Citas con médicos adscritos sin autorizaciones, pagando el valor del bono de consulta.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(100),
        deductible: money(t([32000, 27000, 22000, 16000, 9000]), "COP"),
      },
    },
    {
      name: "Urgencias",
      description: "Urgencias en clínicas adscritas y atención domiciliaria de urgencia.",
      icon: "ambulance",
      group: "urgencias",
      amounts: {
        percentage: pct(100),
        deductible: money(t([45000, 38000, 30000, 20000, 0]), "COP"),
      },
    },
    {
      name: "Exámenes diagnósticos",
      description: "Laboratorio e imágenes diagnósticas simples y especializadas.",
      icon: "flask",
      group: "ambulatorio",
      amounts: { percentage: pct(t([80, 90, 100, 100, 100])) },
    },
    {
      name: "Maternidad",
      description:
        "Control prenatal, parto y cuidados del recién nacido después de 10 meses de permanencia.",
      icon: "baby",
      group: "maternidad",
      amounts: { percentage: pct(100) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Odontología",
      description: "Consulta, higiene oral, resinas y endodoncias con tarifas preferenciales.",
      icon: "tooth",
      group: "dental",
      amounts: {
        percentage: pct(t([0, 50, 60, 70, 80])),
        deductible: money(t([0, 25000, 20000, 15000, 10000]), "COP"),
      },
    });
  }
  if (ctx.tier >= 4) {
    drafts.push({
      name: "Cobertura internacional",
      description: "Atención de urgencias en el exterior y segunda opinión médica internacional.",
      icon: "globe",
      group: "internacional",
      amounts: { percentage: pct(100), yearly_top: money(t([0, 0, 0, 50000, 100000]), "USD/Año") },
    });
  }
  return drafts;
}

function colombiaEps(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización en habitación individual",
      description:
        "Hospitalización en habitación individual en la red complementaria, sin copago adicional al de la EPS.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(100),
        compensation: money(t([60e6, 90e6, 120e6, 180e6, 250e6]), "COP"),
        deductible: money(0, "COP"),
        bed_day: money(t([220000, 260000, 320000, 400000, 480000]), "COP"),
      },
    },
    {
      name: "Especialistas sin remisión",
      description:
        "Citas con especialistas de la red complementaria sin remisión del médico general.",
      icon: "user-doctor",
      group: "ambulatorio",
      amounts: {
        percentage: pct(100),
        deductible: money(t([22000, 18000, 15000, 12000, 8000]), "COP"),
      },
    },
    {
      name: "Urgencias en red complementaria",
      description: "Urgencias en clínicas de la red complementaria.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Médico a domicilio",
      description: "Visita médica en casa para casos no urgentes.",
      icon: "home-medical",
      group: "adicionales",
      amounts: {
        percentage: pct(100),
        deductible: money(t([0, 30000, 25000, 20000, 15000]), "COP"),
      },
    });
  }
  if (ctx.tier >= 3) {
    drafts.push({
      name: "Salud oral",
      description: "Higiene oral, resinas y urgencias odontológicas.",
      icon: "tooth",
      group: "dental",
      amounts: { percentage: pct(t([0, 0, 60, 70, 80])) },
    });
  }
  return drafts;
}

function complementaryVariant(
  name: string,
): "dental" | "renta" | "grave" | "accidente" | "general" {
  const lower = name.toLowerCase();
  if (/dental|odontol/.test(lower)) return "dental";
  if (/renta|incapacidad/.test(lower)) return "renta";
  if (/grave|cáncer|cancer|oncol/.test(lower)) return "grave";
  if (/accidente/.test(lower)) return "accidente";
  return "general";
}

function colombiaComplementary(
  ctx: CoverageContext,
  t: <T>(values: Five<T>) => T,
): CoverageDraft[] {
  switch (complementaryVariant(ctx.planName)) {
    case "dental":
      return dentalDrafts(ctx, t, "COP", [45000, 35000, 25000, 15000, 0]);
    case "renta":
      return [
        {
          name: "Renta diaria por hospitalización",
          description:
            "Pago en dinero por cada día de hospitalización, desde el primer día y hasta 180 días por año.",
          icon: "calendar",
          group: "indemnizaciones",
          amounts: {
            percentage: pct(100),
            compensation: money(t([100000, 150000, 200000, 300000, 400000]), "COP"),
            deductible: money(0, "COP"),
            daily_top: money(t([100000, 150000, 200000, 300000, 400000]), "COP"),
          },
          tops: [topOf("daily", t([100000, 150000, 200000, 300000, 400000]), "COP")],
        },
        {
          name: "Renta por unidad de cuidados intensivos",
          description: "Renta doble por cada día en UCI.",
          icon: "heart-pulse",
          group: "indemnizaciones",
          amounts: { daily_top: money(t([200000, 300000, 400000, 600000, 800000]), "COP") },
        },
        {
          name: "Incapacidad temporal",
          description: "Pago mensual mientras dure una incapacidad médica superior a 15 días.",
          icon: "bed",
          group: "indemnizaciones",
          amounts: { monthly_top: money(t([1e6, 1.5e6, 2e6, 3e6, 4e6]), "COP") },
        },
      ];
    case "grave":
      return [
        {
          name: "Diagnóstico de enfermedad grave",
          description:
            "Pago único al diagnóstico de cáncer, infarto, accidente cerebrovascular o insuficiencia renal.",
          icon: "ribbon",
          group: "oncologia",
          amounts: {
            percentage: pct(100),
            compensation: money(t([30e6, 50e6, 80e6, 120e6, 200e6]), "COP"),
            deductible: money(0, "COP"),
          },
        },
        {
          name: "Segunda opinión médica internacional",
          description:
            "Revisión del diagnóstico y del tratamiento por especialistas internacionales.",
          icon: "user-doctor",
          group: "internacional",
          amounts: { percentage: pct(100) },
        },
        {
          name: "Acompañamiento psicológico",
          description: "Sesiones de psicología para el asegurado y su familia tras el diagnóstico.",
          icon: "brain",
          group: "adicionales",
          amounts: { top_amount: count(t([6, 8, 10, 12, 15]), "sesiones") },
        },
      ];
    case "accidente":
      return [
        {
          name: "Gastos médicos por accidente",
          description:
            "Reembolso de gastos médicos, hospitalarios y de rehabilitación por accidente.",
          icon: "kit-medical",
          group: "hospitalario",
          amounts: {
            percentage: pct(100),
            compensation: money(t([10e6, 20e6, 30e6, 50e6, 80e6]), "COP"),
            deductible: money(t([100000, 50000, 0, 0, 0]), "COP"),
          },
        },
        {
          name: "Muerte accidental",
          description: "Indemnización a los beneficiarios por muerte a causa de un accidente.",
          icon: "feather",
          group: "indemnizaciones",
          amounts: { compensation: money(t([20e6, 40e6, 60e6, 100e6, 150e6]), "COP") },
        },
        {
          name: "Invalidez por accidente",
          description: "Indemnización por pérdida total o parcial de funciones por accidente.",
          icon: "wheelchair",
          group: "indemnizaciones",
          amounts: { compensation: money(t([20e6, 40e6, 60e6, 100e6, 150e6]), "COP") },
        },
      ];
    default:
      return [
        {
          name: "Hospitalización",
          description: "Reembolso de gastos hospitalarios no cubiertos por la EPS.",
          icon: "hospital",
          group: "hospitalario",
          amounts: {
            percentage: pct(t([70, 80, 90, 100, 100])),
            compensation: money(t([20e6, 40e6, 60e6, 90e6, 120e6]), "COP"),
            deductible: money(t([200000, 100000, 0, 0, 0]), "COP"),
          },
        },
        {
          name: "Vida",
          description: "Indemnización por fallecimiento por cualquier causa.",
          icon: "feather",
          group: "indemnizaciones",
          amounts: { compensation: money(t([20e6, 30e6, 50e6, 80e6, 120e6]), "COP") },
        },
        {
          name: "Telemedicina",
          description: "Orientación médica por video las 24 horas.",
          icon: "video",
          group: "adicionales",
          amounts: { percentage: pct(100) },
        },
      ];
  }
}

function dentalDrafts(
  ctx: CoverageContext,
  t: <T>(values: Five<T>) => T,
  unit: string,
  copays: Five<number>,
): CoverageDraft[] {
  const scale = unit === "CLP" ? 0.25 : 1;
  const drafts: CoverageDraft[] = [
    {
      name: "Urgencias dentales",
      description:
        "Atención de urgencia por dolor, infección o traumatismo dental, todos los días.",
      icon: "tooth",
      group: "dental",
      amounts: {
        percentage: pct(100),
        compensation: money(
          Math.round(t([300000, 500000, 800000, 1200000, 2000000]) * scale),
          unit,
        ),
        deductible: money(Math.round(t(copays) * 1), unit),
      },
    },
    {
      name: "Prevención: limpieza y destartraje",
      description: "Una limpieza y destartraje al año, con fluoración para niños.",
      icon: "sparkles",
      group: "dental",
      amounts: { percentage: pct(100), top_amount: count(t([1, 1, 2, 2, 2]), "veces al año") },
    },
    {
      name: "Obturaciones (tapaduras)",
      description: "Restauraciones con resina en piezas anteriores y posteriores.",
      icon: "tooth",
      group: "dental",
      amounts: { percentage: pct(t([50, 60, 70, 80, 90])) },
    },
    {
      name: "Endodoncia",
      description: "Tratamiento de conducto en piezas uni, bi y multirradiculares.",
      icon: "tooth",
      group: "dental",
      amounts: {
        percentage: pct(t([40, 50, 60, 70, 80])),
        yearly_top: money(Math.round(t([400000, 600000, 900000, 1200000, 1600000]) * scale), unit),
      },
    },
  ];
  if (ctx.tier >= 4) {
    drafts.push({
      name: "Ortodoncia",
      description: "Aporte para tratamientos de ortodoncia de niños y adultos.",
      icon: "tooth",
      group: "dental",
      amounts: {
        percentage: pct(t([0, 0, 0, 30, 40])),
        yearly_top: money(Math.round(t([0, 0, 0, 1500000, 2500000]) * scale), unit),
      },
    });
  }
  return drafts;
}

function chileHealth(
  ctx: CoverageContext,
  t: <T>(values: Five<T>) => T,
  complementary: boolean,
): CoverageDraft[] {
  const max = complementary ? t([150, 250, 400, 600, 1000]) : t([500, 1000, 2000, 3000, 5000]);
  const drafts: CoverageDraft[] = [
    {
      name: complementary ? "Reembolso de gastos hospitalarios" : "Gastos hospitalarios",
      description:
        "Reembolso de la parte no cubierta por la Isapre o Fonasa en días cama, honorarios médicos, pabellón y medicamentos hospitalarios.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(t([80, 90, 90, 100, 100]), 100),
        percentage_isapre: pct(t([80, 90, 90, 100, 100])),
        percentage_fonasa: pct(t([60, 70, 70, 80, 90])),
        max_coverage: money(max, "UF"),
        compensation: money(max, "UF"),
        deductible: money(t([3, 2, 1.5, 1, 0.5]), "UF"),
        deductible_fonasa: money(t([5, 4, 3, 2, 1]), "UF"),
      },
      tops: [topOf("yearly", max, "UF")],
    },
    {
      name: complementary ? "Reembolso de gastos ambulatorios" : "Gastos ambulatorios",
      description:
        "Consultas médicas, exámenes de laboratorio e imagenología, kinesiología y procedimientos ambulatorios.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage_isapre: pct(t([50, 60, 70, 80, 80])),
        percentage_fonasa: pct(t([40, 50, 60, 60, 70])),
        yearly_top: money(t([15, 25, 40, 60, 100]), "UF"),
      },
    },
    {
      name: "Medicamentos ambulatorios",
      description: "Medicamentos con receta médica comprados en farmacias.",
      icon: "pills",
      group: "medicamentos",
      amounts: {
        percentage: pct(t([30, 40, 50, 60, 70])),
        yearly_top: money(t([5, 8, 12, 20, 30]), "UF"),
      },
    },
  ];
  if (!complementary || ctx.tier >= 3) {
    drafts.push({
      name: "Urgencia",
      description: "Atención de urgencia ambulatoria o que derive en hospitalización.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100), top_amount: money(t([10, 15, 20, 30, 50]), "UF") },
    });
  }
  if (!complementary && ctx.tier >= 3) {
    drafts.push({
      name: "Maternidad",
      description:
        "Reembolso de gastos de parto y del recién nacido sobre la cobertura del sistema de salud.",
      icon: "baby",
      group: "maternidad",
      amounts: { top_amount: money(t([0, 0, 30, 45, 60]), "UF") },
    });
  }
  if (!complementary && ctx.tier >= 4) {
    drafts.push(
      deductibleItem(
        "Deducible anual VP P[Convenio]",
        money(t([0, 0, 0, 0.5, 0]), "UF"),
        "Deducible anual reducido en prestadores en convenio.",
      ),
    );
  }
  return drafts;
}

function chileCatastrophic(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const max = t([1000, 2000, 3000, 4000, 5000]);
  return [
    {
      name: "Enfermedades catastróficas",
      description:
        "Cáncer, trasplantes, cirugías cardíacas y neurocirugías: reembolso sobre el deducible por beneficiario y evento.",
      icon: "shield-plus",
      group: "oncologia",
      amounts: {
        percentage: pct(100),
        max_coverage: money(max, "UF"),
        compensation: money(max, "UF"),
        deductible: money(t([60, 50, 40, 30, 20]), "UF"),
      },
      tops: [topOf("lifetime", max, "UF")],
    },
    {
      name: "Tratamiento oncológico",
      description: "Quimioterapia, radioterapia, inmunoterapia y drogas oncológicas ambulatorias.",
      icon: "ribbon",
      group: "oncologia",
      amounts: { percentage: pct(100), yearly_top: money(max, "UF") },
    },
    {
      name: "Trasplantes",
      description: "Trasplante de órganos y médula ósea, incluidos los gastos del donante.",
      icon: "heart-pulse",
      group: "hospitalario",
      amounts: { percentage: pct(100), top_amount: money(Math.round(max / 2), "UF") },
    },
    deductibleItem(
      `Deducible por evento EC[18-${ctx.tier >= 4 ? 70 : 64}] M[individual]`,
      money(t([60, 50, 40, 30, 20]), "UF"),
      "Deducible por beneficiario y evento, según la edad de contratación.",
    ),
  ];
}

function isapreDrafts(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const preferente =
    ctx.modality === "libre_eleccion" ? t([90, 90, 90, 90, 100]) : t([90, 100, 100, 100, 100]);
  const libre = ctx.modality === "cerrado" ? -1 : t([50, 60, 80, 70, 90]);
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalaria",
      description: `Días cama, pabellón, honorarios médicos quirúrgicos y medicamentos hospitalarios${ctx.networkNames[0] ? `, con prestador preferente ${ctx.networkNames[0]}` : ""}.`,
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(Math.max(libre, 0), preferente),
        coverage_pref: pct(preferente),
        coverage_libre: pct(libre),
        top_amount: money(t([5, 6.5, 8, 10, 15]), "UF"),
        yearly_top: money(0, "UF"),
      },
      tops: [
        topOf("event", t([5, 6.5, 8, 10, 15]), "UF", "libre_eleccion"),
        topOf("yearly", 0, "UF", "preferente"),
      ],
      planCoverage: ctx.modality === "libre_eleccion" ? "libre_eleccion" : "preferente",
    },
    {
      name: "Ambulatoria",
      description: "Consultas, exámenes, imagenología y procedimientos ambulatorios.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        coverage_pref: pct(t([70, 80, 80, 90, 90])),
        coverage_libre: pct(ctx.modality === "cerrado" ? -1 : t([50, 60, 70, 70, 80])),
        yearly_top: money(0, "UF"),
      },
    },
    {
      name: "Consulta médica",
      description: "Tope por consulta médica en libre elección.",
      icon: "user-doctor",
      group: "ambulatorio",
      amounts: { top_amount: money(t([0.5, 0.6, 0.8, 1, 1.5]), "UF") },
      tops: [topOf("event", t([0.5, 0.6, 0.8, 1, 1.5]), "UF", "libre_eleccion")],
    },
    {
      name: "Parto",
      description: "Parto normal o cesárea, con honorarios médicos y atención del recién nacido.",
      icon: "baby",
      group: "maternidad",
      amounts: { top_amount: money(t([25, 35, 45, 60, 80]), "UF") },
    },
    {
      name: "Urgencia",
      description: "Atención de urgencia en el prestador preferente o en libre elección.",
      icon: "ambulance",
      group: "urgencias",
      amounts: {
        coverage_pref: pct(t([80, 90, 90, 100, 100])),
        coverage_libre: pct(ctx.modality === "cerrado" ? -1 : t([50, 60, 70, 70, 80])),
      },
    },
    {
      name: "Garantías Explícitas en Salud (GES)",
      description: `Problemas de salud GES con copago máximo del 20% en la red GES de la Isapre${ctx.gesPrice ? `; precio GES ${formatAmount(ctx.gesPrice, "UF")} por beneficiario` : ""}.`,
      icon: "shield",
      group: "ges",
      amounts: { percentage: pct(80) },
    },
    {
      name: "Cobertura Adicional para Enfermedades Catastróficas (CAEC)",
      description:
        "Cobertura adicional en la red CAEC una vez superado el deducible: 30 veces la cotización, entre 60 y 126 UF.",
      icon: "shield-plus",
      group: "ges",
      amounts: { deductible: money(60, "UF", 126), percentage: pct(100) },
    },
  ];
  if (ctx.tier >= 5) {
    drafts.push({
      name: "Cobertura internacional",
      description: "Reembolso de atenciones de urgencia en el extranjero.",
      icon: "globe",
      group: "internacional",
      amounts: { percentage: pct(80), yearly_top: money(1000, "UF") },
    });
  }
  return drafts;
}

function peruHealth(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const unit = ctx.unit === "USD" ? "USD" : "PEN";
  const scale = unit === "USD" ? 1 / 3.75 : 1;
  const amount = (value: number) => Math.round(value * scale);
  const max = amount(t([200000, 500000, 1000000, 2000000, 4000000]));
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización",
      description: "Hospitalización médica y quirúrgica en la red de clínicas del plan.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(t([80, 90, 90, 100, 100])),
        compensation: money(max, unit),
        deductible: money(amount(t([300, 200, 150, 100, 0])), unit),
        bed_day: money(amount(t([450, 600, 800, 1100, 1500])), unit),
        yearly_top: money(max, unit),
      },
      tops: [topOf("yearly", max, unit)],
    },
    {
      name: "Atención ambulatoria",
      description: "Consultas, exámenes y procedimientos con copago fijo por atención.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(t([70, 80, 80, 90, 90])),
        deductible: money(amount(t([50, 40, 35, 30, 20])), unit),
      },
    },
    {
      name: "Emergencia accidental y médica",
      description: "Emergencias al 100% en la red, sin copago en emergencias accidentales.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100), deductible: money(0, unit) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Maternidad",
      description: "Control prenatal, parto y cesárea después de 10 meses de carencia.",
      icon: "baby",
      group: "maternidad",
      amounts: {
        percentage: pct(t([0, 80, 90, 100, 100])),
        top_amount: money(amount(t([0, 6000, 9000, 12000, 18000])), unit),
      },
    });
  }
  if (ctx.tier >= 3) {
    drafts.push({
      name: "Oncología",
      description: "Tratamiento oncológico ambulatorio y hospitalario.",
      icon: "ribbon",
      group: "oncologia",
      amounts: {
        percentage: pct(100),
        yearly_top: money(amount(t([0, 0, 300000, 600000, 1000000])), unit),
      },
    });
  }
  if (ctx.tier >= 5) {
    drafts.push({
      name: "Cobertura internacional",
      description: "Atención de emergencias y tratamientos programados en el extranjero.",
      icon: "globe",
      group: "internacional",
      amounts: { percentage: pct(100), yearly_top: money(500000, "USD/Año") },
    });
  }
  return drafts;
}

function peruEps(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización",
      description:
        "Hospitalización médica y quirúrgica en la red de la EPS (capa simple y compleja).",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(t([90, 90, 100, 100, 100])),
        compensation: money(t([100000, 150000, 250000, 400000, 600000]), "PEN"),
        deductible: money(t([150, 100, 50, 0, 0]), "PEN"),
      },
    },
    {
      name: "Atención ambulatoria (capa simple)",
      description: "Consultas, exámenes y procedimientos ambulatorios con copago fijo.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(t([80, 90, 90, 100, 100])),
        deductible: money(t([25, 20, 15, 10, 0]), "PEN"),
      },
    },
    {
      name: "Emergencias",
      description: "Emergencias médicas y accidentales al 100%.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100) },
    },
    {
      name: "Maternidad",
      description:
        "Control prenatal, parto y atención del recién nacido para titulares y cónyuges.",
      icon: "baby",
      group: "maternidad",
      amounts: { percentage: pct(100) },
    },
    {
      name: "Medicamentos",
      description: "Medicamentos genéricos y de marca en farmacias de la red.",
      icon: "pills",
      group: "medicamentos",
      amounts: { percentage: pct(t([80, 80, 90, 90, 100])) },
    },
  ];
  if (ctx.tier >= 3) {
    drafts.push({
      name: "Oncología",
      description: "Cobertura oncológica integral al 100%.",
      icon: "ribbon",
      group: "oncologia",
      amounts: { percentage: pct(100) },
    });
  }
  return drafts;
}

function peruOncology(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const max = t([300000, 500000, 800000, 1200000, 2000000]);
  const drafts: CoverageDraft[] = [
    {
      name: "Tratamiento oncológico integral",
      description: "Quimioterapia, radioterapia, cirugía oncológica y hospitalización por cáncer.",
      icon: "ribbon",
      group: "oncologia",
      amounts: {
        percentage: pct(100),
        max_coverage: money(max, "PEN"),
        compensation: money(max, "PEN"),
        deductible: money(0, "PEN"),
      },
      tops: [topOf("yearly", max, "PEN")],
    },
    {
      name: "Diagnóstico oncológico",
      description: "Exámenes, biopsias e imágenes para confirmar el diagnóstico.",
      icon: "flask",
      group: "oncologia",
      amounts: { percentage: pct(100) },
    },
    {
      name: "Medicamentos oncológicos",
      description: "Drogas oncológicas y terapias biológicas aprobadas.",
      icon: "pills",
      group: "medicamentos",
      amounts: { percentage: pct(t([80, 90, 100, 100, 100])) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Chequeo preventivo oncológico",
      description: "Despistaje anual de cáncer de mama, cuello uterino, próstata y colon.",
      icon: "clipboard-check",
      group: "adicionales",
      amounts: { percentage: pct(100), top_amount: count(1, "vez al año") },
    });
  }
  return drafts;
}

function peruClinic(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const drafts: CoverageDraft[] = [
    {
      name: "Consulta médica",
      description: "Consulta con médicos generales y especialistas de la clínica con copago fijo.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(100),
        compensation: money(0, "PEN"),
        deductible: money(t([30, 25, 20, 15, 10]), "PEN"),
      },
    },
    {
      name: "Emergencias",
      description: "Atención de emergencias en la clínica las 24 horas.",
      icon: "ambulance",
      group: "urgencias",
      amounts: { percentage: pct(100), deductible: money(t([80, 60, 50, 40, 0]), "PEN") },
    },
    {
      name: "Hospitalización",
      description: "Hospitalización y cirugías en la clínica con descuento sobre tarifario.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(t([60, 70, 80, 90, 100])),
        yearly_top: money(t([20000, 40000, 60000, 100000, 150000]), "PEN"),
      },
    },
    {
      name: "Laboratorio e imágenes",
      description: "Exámenes de laboratorio, radiografías y ecografías.",
      icon: "flask",
      group: "ambulatorio",
      amounts: { percentage: pct(t([50, 60, 70, 80, 90])) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Maternidad",
      description: "Paquete de parto y cesárea con tarifa preferencial.",
      icon: "baby",
      group: "maternidad",
      amounts: { percentage: pct(t([0, 70, 80, 90, 100])) },
    });
  }
  return drafts;
}

function sctrDrafts(_ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  return [
    {
      name: "SCTR Salud",
      description:
        "Atención médica, hospitalaria, quirúrgica y rehabilitación por accidente de trabajo o enfermedad profesional.",
      icon: "helmet-safety",
      group: "laboral",
      amounts: {
        percentage: pct(100),
        compensation: money(0, "PEN"),
        deductible: money(0, "PEN"),
        yearly_top: money(0, "PEN"),
      },
    },
    {
      name: "Pensión de invalidez",
      description:
        "Pensión por invalidez parcial o total, temporal o permanente, según la remuneración asegurable.",
      icon: "wheelchair",
      group: "indemnizaciones",
      amounts: { percentage: pct(50, 100) },
    },
    {
      name: "Pensión de sobrevivencia",
      description: "Pensión para el cónyuge, hijos o padres del trabajador fallecido.",
      icon: "hand-holding-heart",
      group: "indemnizaciones",
      amounts: { percentage: pct(42, 100) },
    },
    {
      name: "Gastos de sepelio",
      description: "Reembolso de gastos de sepelio.",
      icon: "feather",
      group: "indemnizaciones",
      amounts: { compensation: money(t([4500, 4500, 5000, 5500, 6000]), "PEN") },
    },
  ];
}

function petDrafts(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const unit = ctx.unit;
  const clp = unit === "CLP";
  const amount = (cop: number) => (clp ? Math.round(cop / 4.5 / 1000) * 1000 : cop);
  const drafts: CoverageDraft[] = [
    {
      name: "Consulta veterinaria",
      description: "Consultas generales y de urgencia en clínicas veterinarias de la red.",
      icon: "paw",
      group: "veterinario",
      amounts: {
        percentage: pct(t([70, 80, 80, 90, 100])),
        compensation: money(amount(t([1.5e6, 2.5e6, 3.5e6, 5e6, 8e6])), unit),
        deductible: money(amount(t([25000, 20000, 15000, 10000, 0])), unit),
      },
    },
    {
      name: "Cirugía y hospitalización veterinaria",
      description:
        "Cirugías por accidente o enfermedad, hospitalización y exámenes prequirúrgicos.",
      icon: "scalpel",
      group: "veterinario",
      amounts: {
        percentage: pct(t([60, 70, 80, 80, 90])),
        yearly_top: money(amount(t([1.5e6, 2.5e6, 3.5e6, 5e6, 8e6])), unit),
      },
      tops: [topOf("yearly", amount(t([1.5e6, 2.5e6, 3.5e6, 5e6, 8e6])), unit)],
    },
    {
      name: "Responsabilidad civil",
      description: "Daños materiales o lesiones que la mascota cause a terceros.",
      icon: "scale",
      group: "responsabilidad",
      amounts: { compensation: money(amount(t([5e6, 10e6, 15e6, 20e6, 30e6])), unit) },
    },
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Vacunación y desparasitación",
      description: "Vacuna anual y desparasitación interna y externa.",
      icon: "syringe",
      group: "veterinario",
      amounts: {
        percentage: pct(100),
        top_amount: money(amount(t([0, 80000, 100000, 120000, 150000])), unit),
      },
    });
  }
  if (ctx.tier >= 3) {
    drafts.push({
      name: "Servicio exequial",
      description: "Cremación individual o colectiva de la mascota.",
      icon: "feather",
      group: "adicionales",
      amounts: { compensation: money(amount(t([0, 0, 400000, 500000, 700000])), unit) },
    });
  }
  return drafts;
}

function internationalDrafts(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  const unit = regionUnit(ctx.region);
  const max = t([500000, 1000000, 2000000, 3000000, 5000000]);
  const deductible = ctx.deductible ?? 0;
  const drafts: CoverageDraft[] = [
    {
      name: "Hospitalización y cirugía",
      description:
        "Habitación privada, unidad de cuidados intensivos, honorarios médicos y cirugía, con pago directo en la red.",
      icon: "hospital",
      group: "hospitalario",
      amounts: {
        percentage: pct(100),
        compensation: money(max, unit),
        deductible: money(deductible, "USD"),
        yearly_top: money(max, unit),
        bed_day: money(t([1500, 2500, 0, 0, 0]), "USD"),
      },
      tops: [topOf("yearly", max, unit)],
    },
    {
      name: "Atención ambulatoria",
      description: "Consultas, exámenes de diagnóstico y fisioterapia.",
      icon: "stethoscope",
      group: "ambulatorio",
      amounts: {
        percentage: pct(t([70, 80, 80, 90, 100])),
        yearly_top: money(t([5000, 10000, 25000, 50000, 0]), unit),
      },
    },
    {
      name: "Evacuación médica",
      description: "Evacuación aérea o terrestre al hospital adecuado más cercano.",
      icon: "plane",
      group: "internacional",
      amounts: {
        percentage: pct(100),
        top_amount: money(t([50000, 100000, 250000, 500000, 0]), unit),
      },
    },
    {
      name: "Trasplantes de órganos",
      description: "Trasplante de órganos y tejidos, incluidos los gastos del donante.",
      icon: "heart-pulse",
      group: "hospitalario",
      amounts: {
        percentage: pct(100),
        top_amount: money(t([100000, 250000, 500000, 1000000, 1000000]), unit),
      },
    },
    deductibleItem(
      "Deducible por año póliza E[0-99] P[Extranjero]",
      money(deductible, "USD"),
      "Deducible anual por asegurado; en Latinoamérica se aplica el mismo monto en moneda local.",
    ),
  ];
  if (ctx.tier >= 2) {
    drafts.push({
      name: "Maternidad",
      description: "Parto, cesárea y complicaciones del embarazo tras 10 meses de carencia.",
      icon: "baby",
      group: "maternidad",
      amounts: { top_amount: money(t([0, 7500, 10000, 15000, 20000]), unit) },
    });
  }
  if (ctx.region === "MUNDO") {
    drafts.push({
      name: "Cobertura en Estados Unidos",
      description:
        "Tratamientos en la red de hospitales de Estados Unidos con autorización previa.",
      icon: "flag-usa",
      group: "internacional",
      amounts: { percentage: pct(100), yearly_top: money(max, "USD/USA") },
    });
  }
  return drafts;
}

function collectiveDrafts(ctx: CoverageContext, t: <T>(values: Five<T>) => T): CoverageDraft[] {
  if (ctx.unit === "UF" || ctx.countryId === CHILE) return chileHealth(ctx, t, true);
  if (ctx.unit === "PEN") return peruHealth(ctx, t);
  if (ctx.unit === "USD")
    return internationalDrafts({ ...ctx, region: ctx.region ?? "MUNDO_SIN_USA" }, t);
  return colombiaHealth(ctx, t);
}

function draftsFor(ctx: CoverageContext): CoverageDraft[] {
  const t = <T>(values: Five<T>): T => values[ctx.tier - 1] as T;
  switch (ctx.kind) {
    case "health":
      if (ctx.unit === "UF") return chileHealth(ctx, t, false);
      if (ctx.unit === "COP") return colombiaHealth(ctx, t);
      return peruHealth(ctx, t);
    case "prepaid":
      return colombiaPrepaid(ctx, t);
    case "eps":
      return ctx.unit === "PEN" ? peruEps(ctx, t) : colombiaEps(ctx, t);
    case "complementary":
      if (ctx.unit === "UF") return chileHealth(ctx, t, true);
      return colombiaComplementary(ctx, t);
    case "isapre":
      return isapreDrafts(ctx, t);
    case "catastrophic":
      return chileCatastrophic(ctx, t);
    case "dental":
      return dentalDrafts(ctx, t, ctx.unit, [8000, 6000, 4000, 2000, 0]);
    case "oncology":
      return peruOncology(ctx, t);
    case "clinic":
      return peruClinic(ctx, t);
    case "pets":
      return petDrafts(ctx, t);
    case "collective":
      return collectiveDrafts(ctx, t);
    case "sctr":
      return sctrDrafts(ctx, t);
    case "international":
      return internationalDrafts(ctx, t);
  }
}

// ------------------------------------------------------------ texts

function percentText(amounts: CoverageAmounts): string {
  const pref = amounts.coverage_pref?.minAmount;
  const libre = amounts.coverage_libre?.minAmount;
  if (pref !== undefined && pref !== null) {
    const libreText =
      libre === undefined || libre === null
        ? ""
        : libre < 0
          ? " / libre elección: No Cubre"
          : ` / libre elección: ${libre}%`;
    return `Preferente: ${pref}%${libreText}`;
  }
  const isapre = amounts.percentage_isapre?.minAmount;
  const fonasa = amounts.percentage_fonasa?.minAmount;
  if (isapre !== undefined && isapre !== null) {
    return `Isapre: ${isapre}%${fonasa !== undefined && fonasa !== null ? ` / Fonasa: ${fonasa}%` : ""}`;
  }
  const percentage = amounts.percentage;
  if (!percentage || percentage.minAmount === null || percentage.minAmount === undefined)
    return "Según plan";
  const max = percentage.maxAmount;
  return max !== undefined && max !== null && max !== percentage.minAmount
    ? `${percentage.minAmount}% - ${max}%`
    : `${percentage.minAmount}%`;
}

function amountText(amount: CoverageAmount | null | undefined, suffix = ""): string | null {
  if (!amount || amount.minAmount === null || amount.minAmount === undefined) return null;
  const code = amount.unit?.code ?? "";
  if (amount.minAmount === 0) return "Sin tope";
  const base = code.split("/")[0] ?? code;
  const known = ["COP", "CLP", "UF", "PEN", "USD"].includes(base);
  const value = known ? formatAmount(amount.minAmount, base) : `${amount.minAmount} ${code}`;
  return `${value}${suffix}`;
}

function topText(amounts: CoverageAmounts): string {
  return (
    amountText(amounts.yearly_top, " al año") ??
    amountText(amounts.max_coverage) ??
    amountText(amounts.top_amount, " por evento") ??
    amountText(amounts.daily_top, " por día") ??
    amountText(amounts.monthly_top, " por mes") ??
    amountText(amounts.compensation) ??
    amountText(amounts.bed_day, " por día cama") ??
    "Sin tope"
  );
}

function deductibleText(amounts: CoverageAmounts): string {
  const deductible = amounts.deductible;
  if (!deductible || deductible.minAmount === null || deductible.minAmount === undefined)
    return "No aplica";
  if (deductible.minAmount === 0) return "Sin deducible";
  const code = deductible.unit?.code ?? "";
  const base = code.split("/")[0] ?? code;
  const first = formatAmount(deductible.minAmount, base);
  return deductible.maxAmount ? `${first} a ${formatAmount(deductible.maxAmount, base)}` : first;
}

// ------------------------------------------------------------ tags

function tagsFor(
  ctx: CoverageContext,
  coverages: ReadonlyArray<Coverage & { group: GroupKey }>,
): CoverageTag[] {
  const tags: CoverageTag[] = [];
  const first = coverages[0];
  const percentage =
    first?.amounts?.percentage?.maxAmount ?? first?.amounts?.coverage_pref?.minAmount;
  if (first?.displayName && typeof percentage === "number" && percentage > 0) {
    tags.push({ name: `${first.displayName} ${percentage}%`, icon: first.icon ?? "hospital" });
  }
  if (ctx.networkNames[0] && ctx.kind !== "international") {
    tags.push({ name: ctx.networkNames[0], icon: "hospital-user" });
  }
  switch (ctx.kind) {
    case "international":
      tags.push({
        name:
          ctx.region === "MUNDO"
            ? "Cobertura mundial"
            : ctx.region === "LATAM"
              ? "Cobertura Latinoamérica"
              : "Mundial excepto EE. UU.",
        icon: "globe",
      });
      tags.push({
        name: ctx.deductible ? `Deducible ${formatAmount(ctx.deductible, "USD")}` : "Sin deducible",
        icon: "coins",
      });
      break;
    case "isapre":
      tags.push({ name: "GES y CAEC incluidos", icon: "shield" });
      break;
    case "pets":
      tags.push({ name: "Perros y gatos", icon: "paw" });
      break;
    case "sctr":
      tags.push({ name: "Salud y pensión", icon: "helmet-safety" });
      break;
    case "collective":
      tags.push({ name: "Cargas familiares", icon: "family" });
      break;
    default:
      if (coverages.some((coverage) => coverage.group === "maternidad"))
        tags.push({ name: "Maternidad", icon: "baby" });
      tags.push({ name: "Urgencias 24/7", icon: "ambulance" });
  }
  return tags.slice(0, ctx.random.int(2, 4));
}

// ------------------------------------------------------------ build

/** Coverages, tags and benefit categories of a product; empty when its information is not loaded. */
export function buildCoverages(ctx: CoverageContext, noCoverageInfo = false): BuiltCoverages {
  if (noCoverageInfo) {
    return { coverageInformation: { tags: [], coverages: [] }, benefitCategories: [], lines: [] };
  }
  const drafts = draftsFor(ctx);
  const coverages = drafts.map((draft, index) => {
    const tagged = draft.deductibleType !== undefined;
    const coverage: Coverage & { group: GroupKey } = {
      id: ctx.productId * 100 + index + 1,
      name: tagged ? draft.name : draft.name.toUpperCase(),
      displayName: draft.displayName ?? draft.name,
      description: draft.description,
      icon: draft.icon,
      amounts: draft.amounts,
      group: draft.group,
      ...(draft.tops ? { tops: draft.tops } : {}),
      ...(draft.planCoverage ? { planCoverage: draft.planCoverage } : {}),
      ...(tagged ? { deductibleType: draft.deductibleType } : {}),
    };
    return coverage;
  });

  const benefitCategories: BenefitCategory[] = [];
  for (const [key, group] of Object.entries(groups) as Array<
    [GroupKey, (typeof groups)[GroupKey]]
  >) {
    const members = coverages.filter((coverage) => coverage.group === key);
    if (members.length === 0) continue;
    benefitCategories.push({
      ...group,
      order: group.id,
      coverages: members.map(({ group: _group, ...coverage }) => coverage),
    });
  }

  const tags = tagsFor(ctx, coverages);
  const plain = coverages.map(({ group: _group, ...coverage }) => coverage);
  const lines = drafts.map((draft) => ({
    name: draft.displayName ?? draft.name,
    cover: percentText(draft.amounts),
    top: topText(draft.amounts),
    deductible: deductibleText(draft.amounts),
  }));
  return { coverageInformation: { tags, coverages: plain }, benefitCategories, lines };
}
