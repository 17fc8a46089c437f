import { gesPriceUf } from "@qs/catalogs/isapres";
import type { ProfilePrice } from "@qs/domain/profile-price";
import { DEFAULT_PRICE_RANGE, TAXABLE_INCOME_CAP_UF } from "./simulate-chile-price";

/**
 * What a household pays for an Isapre plan, as the sites show it (profile spec §9 "Price
 * simulation (Chile)"; reference-data spec §9 "Isapres"). In Chile the legal health
 * contribution, 7 % of the taxable income, goes to the Isapre: the plan's price is paid with
 * it, and only what the plan costs above it is paid on top. When the 7 % is more than the
 * plan, nothing is paid on top and the difference is the member's surplus ('excedente').
 * The API's answer holds the plan's price and the 7 % (`simulation`); this module only puts
 * them side by side, in UF and pesos at one UF value.
 */

/** An amount in UF and in pesos. */
export interface UfAndPesos {
  uf: number;
  peso: number;
}

export interface IsaprePayment {
  /** The plan's monthly price for the profile (after the offers' discount). */
  plan: UfAndPesos;
  /** 'income' when the 7 % was computed from someone's income; 'default' otherwise. */
  source: "income" | "default";
  /** 7 % of the income, capped at 87.8 UF × 0.07; null without income. */
  contribution: (UfAndPesos & { capped: boolean }) | null;
  /** What is paid on top of the 7 %: the plan minus the 7 %, never below 0; null without income. */
  additional: UfAndPesos | null;
  /** What the 7 % leaves over once the plan is paid; null when it does not cover the plan. */
  surplus: UfAndPesos | null;
  /** The range the comparator uses without income (120000 to 150000 pesos); null with income. */
  defaultRange: { min: number; max: number } | null;
  /** The Isapre's GES price per beneficiary and month, included in the plan's price. */
  gesPerBeneficiaryUf: number | null;
  /** Dependants under 2, who pay only the GES price. */
  gesOnlyDependants: number;
  /** The taxable-income cap the contribution is capped at, in UF. */
  capUf: number;
}

const both = (uf: number, ufValue: number): UfAndPesos => ({ uf, peso: uf * ufValue });
const fromPesos = (peso: number, ufValue: number): UfAndPesos => ({ uf: peso / ufValue, peso });

/**
 * The Isapre plan's price beside the 7 %: null when the answer carries no simulation (not an
 * Isapre plan) or no price for every insured person. The price is in UF (or pesos, when the
 * plan is priced in pesos) and converted with `ufValue`.
 */
export function isaprePayment(input: {
  price: Pick<ProfilePrice, "total" | "simulation" | "discount" | "profiles">;
  /** The UF value in pesos the amounts are shown with. */
  ufValue: number;
  /** The plan's price unit when the answer does not name it (UF or CLP). */
  unit?: string | null;
  /** The Isapre's code (its organization code), for its GES price. */
  isapreCode?: number | null;
}): IsaprePayment | null {
  const { price, ufValue } = input;
  const simulation = price.simulation;
  const total = price.total;
  if (!simulation || !total.arePricesDefined || !(ufValue > 0)) return null;
  const amount = price.discount?.final ?? total.minPrice;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const unit = (total as { unit?: string | null }).unit ?? input.unit ?? "UF";
  const plan = unit === "CLP" ? fromPesos(amount, ufValue) : both(amount, ufValue);

  const gesOnly = price.profiles.filter((entry) => entry.method === "GesOnly");
  const gesFromAnswer = gesOnly.find((entry) => typeof entry.price === "number")?.price ?? null;
  const gesPerBeneficiaryUf =
    gesFromAnswer ??
    (input.isapreCode === null || input.isapreCode === undefined
      ? null
      : gesPriceUf(input.isapreCode));

  const common = {
    plan,
    gesPerBeneficiaryUf,
    gesOnlyDependants: gesOnly.length,
    capUf: TAXABLE_INCOME_CAP_UF,
  };
  if (simulation.source !== "income" || simulation.calculadoPeso === null) {
    return {
      ...common,
      source: "default",
      contribution: null,
      additional: null,
      surplus: null,
      defaultRange: {
        min: simulation.preciomin ?? DEFAULT_PRICE_RANGE.preciomin,
        max: simulation.preciomax ?? DEFAULT_PRICE_RANGE.preciomax,
      },
    };
  }
  // calculadoPeso adds what everyone pays in the simulation, the GES price of dependants under
  // 2 included (at the API's UF value): the 7 % is the rest.
  const gesOnlyPeso =
    gesOnly.reduce((sum, entry) => sum + (entry.price ?? 0), 0) * simulation.ufValue;
  const contribution = fromPesos(Math.max(0, simulation.calculadoPeso - gesOnlyPeso), ufValue);
  const difference = plan.peso - contribution.peso;
  return {
    ...common,
    source: "income",
    contribution: { ...contribution, capped: simulation.topeimponible.some(Boolean) },
    additional: difference > 0 ? fromPesos(difference, ufValue) : { uf: 0, peso: 0 },
    surplus: difference < 0 ? fromPesos(-difference, ufValue) : null,
    defaultRange: null,
  };
}
