import type { YearlyCostReference } from "@qs/domain/yearly-cost";

/**
 * The marketplace's published assumptions behind the estimated yearly cost ('Costo anual
 * estimado'): how much care a person of each age band is assumed to use in a year, and what
 * one use costs without insurance in each currency the sites price in. The price answer
 * carries the figures it used and the sites show them beside the estimate.
 *
 * Where the numbers come from: the marketplace publishes them as the basis of its estimate
 * (version `2026-11`). They are round figures for an ordinary year of care (a few
 * consultations and exams, more with age; a hospital stay as a small yearly probability that
 * grows after 60) and private-care reference costs of one consultation, one exam and one
 * average hospital stay in each market. They are deliberately simple so a visitor can check
 * them; they are not the statistics of an insurer, a regulator or a survey, and they describe
 * no particular person. They are reviewed once a year; a change bumps `version`, which every
 * answer carries.
 *
 * They apply to plans priced per insured person (health, prepaid, complementary, dental,
 * international...). Company plans priced per employee and pet plans get no estimate: this
 * profile describes people and households.
 */
export const YEARLY_COST_ASSUMPTIONS: YearlyCostReference = {
  version: "2026-11",
  bands: [
    { ageMin: 0, ageMax: 17, consultations: 4, exams: 2, hospitalisationProbability: 0.05 },
    { ageMin: 18, ageMax: 39, consultations: 3, exams: 3, hospitalisationProbability: 0.06 },
    { ageMin: 40, ageMax: 59, consultations: 4, exams: 5, hospitalisationProbability: 0.08 },
    { ageMin: 60, ageMax: 120, consultations: 6, exams: 8, hospitalisationProbability: 0.16 },
  ],
  unitCosts: {
    /** Colombia, pesos. */
    COP: { consultation: 90_000, exam: 70_000, hospitalisation: 15_000_000 },
    /** Chile, pesos (UF plans are estimated in pesos at the answer's UF value). */
    CLP: { consultation: 45_000, exam: 35_000, hospitalisation: 6_000_000 },
    /** Peru, soles. */
    PEN: { consultation: 150, exam: 120, hospitalisation: 18_000 },
    /** Dollar plans (Peru's dollar plans, international cover). */
    USD: { consultation: 180, exam: 150, hospitalisation: 25_000 },
  },
};
