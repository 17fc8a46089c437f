import type {
  BenefitCoverage,
  PlanBenefit,
  PlanFee,
  RiskFactorTable,
} from "@qs/domain/isapre-plan-data";
import type { Tier } from "./catalog-specs";
import { ISAPRE_BANDS } from "./price-tables";

/**
 * What each Isapre plan publishes beyond its price (`@qs/domain/isapre-plan-data`): the
 * factor table its price rows come from (the same single table and base price), its benefits
 * with the coverage under each modality, and the Isapre's fee schedule. DEMO VALUES in the
 * shape the Isapres publish them: coverage follows the plan's tier and modality, fees the
 * national schedule's procedures at each Isapre's own level. Nothing here is drawn from the
 * product's random sequence, so the rest of the catalogue is unchanged.
 */

type Modality = "libre_eleccion" | "preferente" | "cerrado" | undefined;

const cover = (percent: number, capUf: number | null): BenefitCoverage => ({
  percent: Math.min(100, percent),
  capUf,
});

/** The benefits every Isapre plan lists, with how its tier sets each coverage. */
const BENEFITS: ReadonlyArray<{
  code: string;
  group: PlanBenefit["group"];
  name: string;
  preferred: (tier: number) => BenefitCoverage;
  freeChoice: (tier: number) => BenefitCoverage;
}> = [
  {
    code: "H01",
    group: "hospitalaria",
    name: "Día cama",
    preferred: (t) => cover(t >= 2 ? 100 : 90, null),
    freeChoice: (t) => cover(60 + 5 * t, 3 + t),
  },
  {
    code: "H02",
    group: "hospitalaria",
    name: "Derecho de pabellón",
    preferred: (t) => cover(t >= 2 ? 100 : 90, null),
    freeChoice: (t) => cover(60 + 5 * t, 15 + 10 * t),
  },
  {
    code: "H03",
    group: "hospitalaria",
    name: "Honorarios médicos quirúrgicos",
    preferred: (t) => cover(t >= 3 ? 100 : 90, null),
    freeChoice: (t) => cover(60 + 5 * t, 8 + 4 * t),
  },
  {
    code: "H04",
    group: "hospitalaria",
    name: "Medicamentos e insumos hospitalarios",
    preferred: (t) => cover(80 + 5 * t, null),
    freeChoice: (t) => cover(55 + 5 * t, 10 + 5 * t),
  },
  {
    code: "A01",
    group: "ambulatoria",
    name: "Consulta médica",
    preferred: (t) => cover(70 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 0.4 + 0.1 * t),
  },
  {
    code: "A02",
    group: "ambulatoria",
    name: "Exámenes de laboratorio",
    preferred: (t) => cover(70 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 1 + 0.5 * t),
  },
  {
    code: "A03",
    group: "ambulatoria",
    name: "Imagenología",
    preferred: (t) => cover(70 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 2 + t),
  },
  {
    code: "A04",
    group: "ambulatoria",
    name: "Kinesiología",
    preferred: (t) => cover(60 + 5 * t, null),
    freeChoice: (t) => cover(40 + 5 * t, 0.3 + 0.05 * t),
  },
  {
    code: "U01",
    group: "urgencia",
    name: "Atención de urgencia",
    preferred: (t) => cover(70 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 1.5 + 0.5 * t),
  },
  {
    code: "P01",
    group: "parto",
    name: "Parto normal",
    preferred: (t) => cover(80 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 12 + 4 * t),
  },
  {
    code: "P02",
    group: "parto",
    name: "Cesárea",
    preferred: (t) => cover(80 + 5 * t, null),
    freeChoice: (t) => cover(50 + 5 * t, 16 + 5 * t),
  },
];

/** Procedures of the national schedule and the fee of an Isapre at level 1, in pesos. */
const FEES: ReadonlyArray<Omit<PlanFee, "feeClp"> & { baseClp: number }> = [
  { code: "0101001", name: "Consulta médica electiva", benefitCode: "A01", baseClp: 13_500 },
  { code: "0101031", name: "Consulta de urgencia", benefitCode: "U01", baseClp: 32_000 },
  { code: "0301045", name: "Hemograma", benefitCode: "A02", baseClp: 4_500 },
  { code: "0302034", name: "Perfil lipídico", benefitCode: "A02", baseClp: 9_800 },
  { code: "0401009", name: "Radiografía de tórax", benefitCode: "A03", baseClp: 15_400 },
  { code: "0404003", name: "Ecotomografía abdominal", benefitCode: "A03", baseClp: 38_600 },
  {
    code: "0403001",
    name: "Tomografía computarizada de cerebro",
    benefitCode: "A03",
    baseClp: 92_300,
  },
  { code: "0601001", name: "Sesión de kinesiología", benefitCode: "A04", baseClp: 9_200 },
  {
    code: "0202001",
    name: "Día cama de hospitalización integral",
    benefitCode: "H01",
    baseClp: 186_000,
  },
  { code: "1802003", name: "Apendicectomía", benefitCode: "H03", baseClp: 710_000 },
  {
    code: "1802081",
    name: "Colecistectomía por videolaparoscopía",
    benefitCode: "H03",
    baseClp: 1_240_000,
  },
  {
    code: "2004003",
    name: "Atención integral de parto normal",
    benefitCode: "P01",
    baseClp: 620_000,
  },
  { code: "2004006", name: "Atención integral de cesárea", benefitCode: "P02", baseClp: 890_000 },
];

/** Each Isapre's fees against the schedule's level 1 (its own arancel). */
const FEE_LEVEL: Readonly<Record<string, number>> = {
  "67": 1.18,
  "78": 1.12,
  "80": 1.25,
  "81": 1.05,
  "99": 1.2,
  "107": 1.08,
  "108": 1,
};

/** The plan data of an Isapre plan of `tier` and `modality`, priced from `basePriceUf`. */
export function isaprePlanData(input: {
  tier: Tier;
  modality: Modality;
  organizationCode: string;
  basePriceUf: number;
  gesPriceUf: number;
}): { factors: RiskFactorTable; benefits: PlanBenefit[]; fees: PlanFee[] } {
  const tier = input.tier;
  // A closed plan pays only in its network; free choice is a token share.
  const closed = input.modality === "cerrado";
  const benefits = BENEFITS.map((benefit) => ({
    code: benefit.code,
    group: benefit.group,
    name: benefit.name,
    preferred: input.modality === "libre_eleccion" ? null : benefit.preferred(tier),
    freeChoice: closed ? cover(25, benefit.freeChoice(tier).capUf) : benefit.freeChoice(tier),
  }));
  const level = FEE_LEVEL[input.organizationCode] ?? 1.1;
  return {
    factors: {
      basePriceUf: Math.round(input.basePriceUf * 10_000) / 10_000,
      gesPriceUf: input.gesPriceUf,
      factors: ISAPRE_BANDS.map(([ageMin, ageMax, factor]) => ({
        ageMin,
        ageMax,
        policyholder: factor,
        dependant: factor,
      })),
    },
    benefits,
    fees: FEES.map(({ baseClp, ...fee }) => ({
      ...fee,
      feeClp: Math.round((baseClp * level) / 10) * 10,
    })),
  };
}
