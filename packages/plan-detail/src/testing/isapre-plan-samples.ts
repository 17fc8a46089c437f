import type { PlanBenefit, PlanFactorsAnswer, PlanFeesAnswer } from "@qs/domain/isapre-plan-data";

/** An Isapre plan's data as the API answers it, for stories and component tests. */
export const sampleBenefits: PlanBenefit[] = [
  {
    code: "H01",
    group: "hospitalaria",
    name: "Día cama",
    preferred: { percent: 100, capUf: null },
    freeChoice: { percent: 70, capUf: 5 },
  },
  {
    code: "H03",
    group: "hospitalaria",
    name: "Honorarios médicos quirúrgicos",
    preferred: { percent: 90, capUf: null },
    freeChoice: { percent: 70, capUf: 16 },
  },
  {
    code: "A01",
    group: "ambulatoria",
    name: "Consulta médica",
    preferred: { percent: 80, capUf: null },
    freeChoice: { percent: 60, capUf: 0.6 },
  },
  {
    code: "U01",
    group: "urgencia",
    name: "Atención de urgencia",
    preferred: { percent: 80, capUf: null },
    freeChoice: { percent: 60, capUf: 2.5 },
  },
  {
    code: "P01",
    group: "parto",
    name: "Parto normal",
    preferred: { percent: 90, capUf: null },
    freeChoice: { percent: 60, capUf: 20 },
  },
];

export const sampleFees: PlanFeesAnswer = {
  productId: 10015,
  ufValue: 39_200,
  fees: [
    {
      code: "0101001",
      name: "Consulta médica electiva",
      feeClp: 15_930,
      benefitCode: "A01",
      paidClp: 9_558,
      copayClp: 6_372,
    },
    {
      code: "1802081",
      name: "Colecistectomía por videolaparoscopía",
      feeClp: 1_463_200,
      benefitCode: "H03",
      paidClp: 627_200,
      copayClp: 836_000,
    },
  ],
};

export const sampleFactors: PlanFactorsAnswer = {
  productId: 10015,
  basePriceUf: 2.1,
  gesPriceUf: 0.63,
  factors: [
    { ageMin: 0, ageMax: 19, policyholder: 0.6, dependant: 0.6 },
    { ageMin: 20, ageMax: 24, policyholder: 0.9, dependant: 0.9 },
    { ageMin: 25, ageMax: 34, policyholder: 1, dependant: 1 },
    { ageMin: 35, ageMax: 44, policyholder: 1.3, dependant: 1.3 },
    { ageMin: 45, ageMax: 54, policyholder: 1.4, dependant: 1.4 },
    { ageMin: 55, ageMax: 64, policyholder: 2, dependant: 2 },
    { ageMin: 65, ageMax: 99, policyholder: 2.4, dependant: 2.4 },
  ],
};
