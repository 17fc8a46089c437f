import type { Coverage, CoverageAmount, CoverageAmounts } from "@qs/domain/coverage";
import { effectiveAge } from "@qs/domain/person";
import type { ProfilePrice } from "@qs/domain/profile-price";
import type {
  CareService,
  UnitCosts,
  UsageBand,
  YearlyCost,
  YearlyCostLine,
  YearlyCostReference,
} from "@qs/domain/yearly-cost";
import { comparablePrice } from "./comparable-price";

/**
 * The estimated yearly cost of a plan for a household ('Costo anual estimado'): twelve months
 * of what the household pays a month after the offers (`comparablePrice`), plus the expected
 * out-of-pocket of its care under the marketplace's published usage profile
 * (`@qs/catalogs/yearly-cost-assumptions`, passed in). A yearly figure lets a visitor weigh a
 * cheap plan with thin cover against a dearer one that pays more of each visit.
 *
 * How the plan's coverage is read, for each kind of care:
 * - The coverage is the plan's first coverage whose name says the care: consultations
 *   ('consulta', 'especialista'), exams ('examen', 'laboratorio'), hospital stays
 *   ('hospitalización', 'hospitalario'); consultations and exams fall back to the plan's
 *   outpatient cover ('ambulatorio'). Cash benefits ('renta', 'indemnización') do not pay care.
 * - The share the plan pays is its preferential-network percentage when it has one (the
 *   profile assumes care in the plan's network), else its percentage; a negative value is
 *   'No Cubre' (nothing paid). The coverage's deductible is paid on every use, before the share.
 * - Tops: per use (event) and per person and year (yearly, lifetime, maximum coverage), of the
 *   network or of any provider; 0 means no top ('Sin tope'). Tops per day, week or month are not
 *   applied (the profile does not say how long a stay lasts).
 * - Where the plan gives a range, the figure least favourable to the visitor is used.
 * - Money in UF is converted to pesos at the answer's UF value; an amount in a currency that
 *   cannot be converted makes that coverage unusable.
 * - When the plan states no usable coverage for a kind of care, the visitor is assumed to pay it
 *   all (`basis: 'noData'`): the estimate never credits a plan with cover it does not state.
 * - Dependants under 2 who pay only the GES price (method 'GesOnly') pay their care in full: the
 *   plan's own cover is not theirs.
 *
 * Null when a figure could not be stated honestly: a pet or company plan (the profile describes
 * people), someone of the household without a price, or premiums in a unit that is not a
 * monthly amount in a currency the reference costs know.
 */

export interface YearlyCostInput {
  price: ProfilePrice;
  /** The plan's coverages; empty when the plan states none. */
  coverages: readonly Coverage[];
  /** The published usage profile and reference unit costs. */
  reference: YearlyCostReference;
  /** A pet plan (no estimate). */
  pets: boolean;
  /** A company plan priced per employee (no estimate). */
  collective: boolean;
  /** UF value in pesos for UF amounts of a plan priced in pesos; defaults to the answer's rate. */
  ufValue?: number | null;
}

/** What the plan pays for one kind of care, in the estimate's currency. */
export interface CareTerms {
  /** Share paid after the copay, 0 to 1. */
  share: number;
  copay: number;
  /** Most the plan pays for one use; null without a top. */
  eventTop: number | null;
  /** Most the plan pays for this care per person and year; null without a top. */
  yearlyTop: number | null;
  /** True when an amount in UF was converted. */
  convertedUf: boolean;
}

const SERVICES: readonly CareService[] = ["consultation", "exam", "hospitalisation"];

/** Words of a coverage's name that say which care it pays, best first; then the fallback words. */
const CARE_WORDS: Record<CareService, { words: readonly string[]; fallback: readonly string[] }> = {
  consultation: { words: ["consulta", "especialista"], fallback: ["ambulatori"] },
  exam: { words: ["examen", "laboratorio"], fallback: ["ambulatori"] },
  hospitalisation: { words: ["hospitaliz", "hospitalari"], fallback: [] },
};

/** Words of cash benefits: they pay money on an event, not the cost of care. */
const CASH_WORDS = ["renta", "indemniz"];

/** Share kinds, preferred first. */
const SHARE_KINDS = [
  "coverage_pref",
  "percentage",
  "percentage_isapre",
  "percentage_particular",
] as const satisfies ReadonlyArray<keyof CoverageAmounts>;

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The figures an amount states (one, or the two ends of a range). */
function figures(amount: CoverageAmount | null | undefined): number[] {
  return [amount?.minAmount, amount?.maxAmount].filter(finite);
}

/**
 * The candidates of each kind of care, worked out once per coverage list: a listing estimates
 * thousands of plans whose lists the API keeps in memory. Read-only (a list is never changed
 * once read).
 */
const CANDIDATES = new WeakMap<readonly Coverage[], Partial<Record<CareService, Coverage[]>>>();

function candidatesOnce(coverages: readonly Coverage[], service: CareService): Coverage[] {
  let known = CANDIDATES.get(coverages);
  if (!known) {
    known = {};
    CANDIDATES.set(coverages, known);
  }
  const found = known[service] ?? careCandidates(coverages, service);
  known[service] = found;
  return found;
}

const TERMS = new WeakMap<
  readonly Coverage[],
  WeakMap<ReadonlySet<string>, Map<string, ReadonlyArray<CareTerms | null>>>
>();

/**
 * What the plan pays for each kind of care (in `SERVICES` order): the first candidate whose
 * terms can be read. Worked out once per coverage list, currency and UF value.
 */
function termsOnce(
  coverages: readonly Coverage[],
  currency: string,
  known: ReadonlySet<string>,
  ufValue: number | null,
): ReadonlyArray<CareTerms | null> {
  let byKnown = TERMS.get(coverages);
  if (!byKnown) {
    byKnown = new WeakMap();
    TERMS.set(coverages, byKnown);
  }
  let byMoney = byKnown.get(known);
  if (!byMoney) {
    byMoney = new Map();
    byKnown.set(known, byMoney);
  }
  const key = `${currency}|${ufValue}`;
  let found = byMoney.get(key);
  if (!found) {
    found = SERVICES.map((service) => {
      for (const candidate of candidatesOnce(coverages, service)) {
        const terms = careTerms(candidate, currency, known, ufValue);
        if (terms) return terms;
      }
      return null;
    });
    byMoney.set(key, found);
  }
  return found;
}

/** The coverages that may pay a kind of care, in the order they are tried. */
export function careCandidates(coverages: readonly Coverage[], service: CareService): Coverage[] {
  const named = coverages.map((coverage) => ({
    coverage,
    name: plain(`${coverage.displayName ?? ""} ${coverage.name ?? ""}`),
  }));
  const usable = named.filter(({ name }) => !CASH_WORDS.some((word) => name.includes(word)));
  const { words, fallback } = CARE_WORDS[service];
  const found: Coverage[] = [];
  for (const word of [...words, ...fallback]) {
    for (const { coverage, name } of usable) {
      if (name.includes(word) && !found.includes(coverage)) found.push(coverage);
    }
  }
  return found;
}

/** The share the coverage pays (0 to 1), least favourable end of a range; null when unstated. */
export function coveredShare(amounts: CoverageAmounts | null | undefined): number | null {
  for (const kind of SHARE_KINDS) {
    const values = figures(amounts?.[kind]);
    if (values.length === 0) continue;
    const lowest = Math.min(...values);
    return lowest < 0 ? 0 : Math.min(lowest, 100) / 100;
  }
  return null;
}

type Money = { value: number; convertedUf: boolean } | "notMoney" | "unconvertible";

/** An amount's figure in the estimate's currency (UF to pesos at `ufValue`). */
function moneyIn(
  figure: number,
  amount: { unit?: CoverageAmount["unit"] },
  currency: string,
  known: ReadonlySet<string>,
  ufValue: number | null,
): Money {
  const unit = amount.unit;
  const base = (unit?.code ?? "").split("/")[0]?.trim().toUpperCase() ?? "";
  const isUf = base === "UF" || unit?.currencyCode?.toUpperCase() === "CLF";
  if (isUf) {
    return currency === "CLP" && ufValue
      ? { value: figure * ufValue, convertedUf: true }
      : "unconvertible";
  }
  const code = known.has(base) ? base : (unit?.currencyCode?.toUpperCase() ?? "");
  if (!code || !known.has(code)) return unit?.currencyCode ? "unconvertible" : "notMoney";
  return code === currency ? { value: figure, convertedUf: false } : "unconvertible";
}

type StatedTop = { period: "event" | "yearly"; amount: CoverageAmount };

/** The tops of a coverage: its `tops` list when it has one, else its top amounts. */
function topsOf(coverage: Coverage): StatedTop[] {
  const listed = coverage.tops ?? [];
  if (listed.length > 0) {
    const tops: StatedTop[] = [];
    for (const top of listed) {
      // Tops of free choice only: the profile assumes care in the plan's network.
      if (top.planCoverage != null && top.planCoverage !== "preferente") continue;
      if (top.period === "event") tops.push({ period: "event", amount: top });
      else if (top.period === "yearly" || top.period === "lifetime")
        tops.push({ period: "yearly", amount: top });
    }
    return tops;
  }
  const amounts = coverage.amounts ?? {};
  const tops: StatedTop[] = [];
  if (amounts.top_amount) tops.push({ period: "event", amount: amounts.top_amount });
  if (amounts.yearly_top) tops.push({ period: "yearly", amount: amounts.yearly_top });
  if (amounts.max_coverage) tops.push({ period: "yearly", amount: amounts.max_coverage });
  return tops;
}

/**
 * What a coverage pays for a kind of care in `currency`; null when it states no share or an
 * amount it needs cannot be converted.
 */
export function careTerms(
  coverage: Coverage,
  currency: string,
  known: ReadonlySet<string>,
  ufValue: number | null,
): CareTerms | null {
  const share = coveredShare(coverage.amounts);
  if (share === null) return null;
  let convertedUf = false;
  let copay = 0;
  const deductible = coverage.amounts?.deductible;
  const deductibleFigures = figures(deductible);
  if (deductible && deductibleFigures.length > 0) {
    const money = moneyIn(Math.max(...deductibleFigures), deductible, currency, known, ufValue);
    if (typeof money === "string") return null;
    copay = Math.max(0, money.value);
    convertedUf ||= money.convertedUf;
  }
  const tops: Record<"event" | "yearly", number | null> = { event: null, yearly: null };
  for (const { period, amount } of topsOf(coverage)) {
    const stated = figures(amount).filter((figure) => figure > 0);
    // 0 is 'Sin tope': no limit.
    if (stated.length === 0) continue;
    const money = moneyIn(Math.min(...stated), amount, currency, known, ufValue);
    if (money === "notMoney") continue;
    if (money === "unconvertible") return null;
    convertedUf ||= money.convertedUf;
    const current = tops[period];
    tops[period] = current === null ? money.value : Math.min(current, money.value);
  }
  return { share, copay, eventTop: tops.event, yearlyTop: tops.yearly, convertedUf };
}

/** The band a person of this age falls in; ages outside every band take the nearest. */
export function bandFor(bands: readonly UsageBand[], age: number): UsageBand {
  const whole = Math.floor(age);
  const sorted = sortedBands(bands);
  const inside = sorted.find((band) => whole >= band.ageMin && whole <= band.ageMax);
  if (inside) return inside;
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error("The usage profile has no age band");
  return whole < first.ageMin ? first : last;
}

const SORTED_BANDS = new WeakMap<readonly UsageBand[], readonly UsageBand[]>();

/** The bands by their first age, sorted once per usage profile. */
function sortedBands(bands: readonly UsageBand[]): readonly UsageBand[] {
  let sorted = SORTED_BANDS.get(bands);
  if (!sorted) {
    sorted = [...bands].sort((a, b) => a.ageMin - b.ageMin);
    SORTED_BANDS.set(bands, sorted);
  }
  return sorted;
}

const KNOWN_CURRENCIES = new WeakMap<YearlyCostReference["unitCosts"], ReadonlySet<string>>();

/** The currencies the reference costs know, once per reference. */
function knownCurrencies(reference: YearlyCostReference): ReadonlySet<string> {
  let known = KNOWN_CURRENCIES.get(reference.unitCosts);
  if (!known) {
    known = new Set(Object.keys(reference.unitCosts));
    KNOWN_CURRENCIES.set(reference.unitCosts, known);
  }
  return known;
}

/**
 * The expected out-of-pocket of one person for one kind of care, and whether a top of the plan
 * limited what it pays. Counted care (consultations, exams) is `uses` uses; a hospital stay
 * happens once with probability `uses`.
 */
export function personOutOfPocket(
  service: CareService,
  uses: number,
  unitCost: number,
  terms: CareTerms | null,
): { outOfPocket: number; capped: boolean } {
  if (!terms) return { outOfPocket: uses * unitCost, capped: false };
  const uncapped = Math.max(0, unitCost - terms.copay) * terms.share;
  const perUse = terms.eventTop === null ? uncapped : Math.min(terms.eventTop, uncapped);
  let capped = perUse < uncapped;
  if (service === "hospitalisation") {
    const paid = terms.yearlyTop === null ? perUse : Math.min(terms.yearlyTop, perUse);
    capped ||= paid < perUse;
    return { outOfPocket: uses * (unitCost - paid), capped: capped && uses > 0 };
  }
  const yearPaid = uses * perUse;
  const paid = terms.yearlyTop === null ? yearPaid : Math.min(terms.yearlyTop, yearPaid);
  capped ||= paid < yearPaid;
  return { outOfPocket: uses * unitCost - paid, capped: capped && uses > 0 };
}

const usesOf = (band: UsageBand, service: CareService) =>
  service === "consultation"
    ? band.consultations
    : service === "exam"
      ? band.exams
      : band.hospitalisationProbability;

const costOf = (costs: UnitCosts, service: CareService) => costs[service];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The estimate's currency and the UF value of the answer's conversion; null when unusable. */
function currencyOf(
  price: ProfilePrice,
  known: ReadonlySet<string>,
): { currency: string; ufRate: number | null } | null {
  const conversion = price.conversion;
  const from = conversion?.from;
  if (conversion && from?.value && from.code?.toUpperCase() === "UF") {
    const to = conversion.to.code?.toUpperCase() ?? "";
    return known.has(to) ? { currency: to, ufRate: conversion.to.value / from.value } : null;
  }
  const unit = price.total.unit;
  const code = typeof unit === "string" ? unit.trim().toUpperCase() : "";
  return known.has(code) ? { currency: code, ufRate: null } : null;
}

/** The estimated yearly cost (see the module's comment); null when it cannot be stated. */
export function estimateYearlyCost(input: YearlyCostInput): YearlyCost | null {
  const { price, coverages, reference } = input;
  if (input.pets || input.collective) return null;
  const monthly = comparablePrice(price);
  if (monthly === null || price.profiles.length === 0) return null;
  const known = knownCurrencies(reference);
  const money = currencyOf(price, known);
  const unitCosts = money ? reference.unitCosts[money.currency] : undefined;
  if (!money || !unitCosts) return null;
  const ufValue = input.ufValue ?? money.ufRate;

  const persons = price.profiles.map((entry) => ({
    band: bandFor(reference.bands, effectiveAge(entry.person?.edad)),
    gesOnly: entry.method === "GesOnly",
  }));
  let convertedUf = money.ufRate !== null;
  const termsOfServices = termsOnce(coverages, money.currency, known, ufValue);
  const lines: YearlyCostLine[] = SERVICES.map((service, index) => {
    const terms = termsOfServices[index] ?? null;
    if (terms?.convertedUf) convertedUf = true;
    const unitCost = costOf(unitCosts, service);
    let expectedUses = 0;
    let outOfPocket = 0;
    let capped = false;
    for (const person of persons) {
      const uses = usesOf(person.band, service);
      const own = personOutOfPocket(service, uses, unitCost, person.gesOnly ? null : terms);
      expectedUses += uses;
      outOfPocket += own.outOfPocket;
      capped ||= own.capped;
    }
    return {
      service,
      expectedUses: Math.round(expectedUses * 10000) / 10000,
      unitCost,
      coveredShare: terms ? terms.share : null,
      copay: terms && terms.copay > 0 ? round2(terms.copay) : null,
      capped,
      outOfPocket: Math.round(outOfPocket),
      basis: terms ? "plan" : "noData",
    };
  });

  const bands = reference.bands.flatMap((band) => {
    const count = persons.filter((person) => person.band === band).length;
    return count > 0 ? [{ ...band, persons: count }] : [];
  });
  const gesOnlyPersons = persons.filter((person) => person.gesOnly).length;
  const premiums = round2(monthly * 12);
  const outOfPocket = lines.reduce((sum, line) => sum + line.outOfPocket, 0);
  return {
    currency: money.currency,
    monthlyPremium: round2(monthly),
    premiums,
    outOfPocket,
    total: round2(premiums + outOfPocket),
    lines,
    assumptions: {
      version: reference.version,
      bands,
      unitCosts,
      ufValue: convertedUf && ufValue ? ufValue : null,
      ...(gesOnlyPersons > 0 ? { gesOnlyPersons } : {}),
    },
  };
}
