import type { QuoteRequest } from "@qs/domain/api/quote";
import { QUOTE_RANKING_NOTE } from "@qs/domain/api/quote";
import type { UfValue } from "@qs/domain/api/reference-answers";
import { isPricedPerEmployee } from "@qs/domain/collective";
import type { CurrencyDisplay } from "@qs/domain/country-config";
import { formatDataDate } from "@qs/domain/data-date";
import { hasEnteredProfile } from "@qs/domain/entered-profile";
import { formatMoney, priceLabel, unitCurrency } from "@qs/domain/format-money";
import type { ProductItem } from "@qs/domain/product";
import type { VisitorProfile } from "@qs/domain/profile";
import type { ProfilePrice } from "@qs/domain/profile-price";
import {
  type AssumptionProfile,
  describePriceAssumptions,
  type ProductKind,
} from "@qs/pricing/price-assumptions";
import { simulationUfValue } from "@qs/pricing/simulate-chile-price";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/database";
import { productDetails, products } from "../../db/schema";
import { priceProductsForProfile } from "./product-price";
import { readUfValue } from "./read-uf-value";

/**
 * What a quote says, as text ready to print: the plans with their price for the profile, the
 * assumptions behind the prices, each plan's data date, how long the quote holds and the
 * ranking note. Prices come from `priceProductsForProfile`, the engine the price routes
 * answer with: a quote never computes a price of its own.
 */

/**
 * How long a quote holds: 30 days from its issue. Price tables, offers and the UF value
 * change, so a printed price cannot be promised for ever; a month covers the time a family
 * or a company takes to decide and ask for a plan, and is what insurers in the region
 * commonly give a quotation. The insurer confirms the final price when the plan is taken.
 */
export const QUOTE_VALIDITY_DAYS = 30;

/** The locale of a quote whose request names none. */
export const DEFAULT_QUOTE_LOCALE = "es-419";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface QuotePlan {
  name: string;
  insurer: string | null;
  category: string | null;
  /** '$370.800/mes'; null when the engine could not price everyone of the profile. */
  price: string | null;
  /** What else the price line needs: the UF price in pesos, an offer taken off. */
  priceNotes: string[];
  /** 'Costo anual estimado' when the price answer carries it; null otherwise. */
  yearlyCost: string | null;
  /** The day the catalogue last wrote the plan, in the locale ('24 de noviembre de 2026'). */
  dataDate: string | null;
}

export interface Quote {
  issuedAt: Date;
  issued: string;
  validUntil: string;
  validityDays: number;
  plans: QuotePlan[];
  assumptions: string[];
  rankingNote: readonly string[];
}

type QuoteInput = QuoteRequest & { countryId: number; now: Date };

/**
 * The quote of the requested plans; null when one of them is not an active plan of the
 * country (the route answers 404).
 */
export async function buildQuote(db: Executor, input: QuoteInput): Promise<Quote | null> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt, item: productDetails.item })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(
      and(
        inArray(products.id, input.ids),
        eq(products.countryId, input.countryId),
        eq(products.active, true),
      ),
    );
  if (rows.length !== input.ids.length) return null;
  const profile = input.profile ?? null;
  const prices = await priceProductsForProfile(db, {
    ids: input.ids,
    countryId: input.countryId,
    profile,
    productType: input.productType ?? input.upperType,
    now: input.now,
  });
  const usesUf = [...prices.values()].some((price) => price?.conversion?.from?.code === "UF");
  const stored = usesUf ? await readUfValue(db, input.now) : null;

  const locale = input.locale ?? DEFAULT_QUOTE_LOCALE;
  const money = moneyFormat(locale, input.currencies ?? []);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const plans: QuotePlan[] = [];
  const kinds = new Map<ProductKind, boolean>();
  let simulationLine: string | null = null;
  for (const id of input.ids) {
    const row = byId.get(id);
    if (!row) return null;
    const item = row.item as ProductItem;
    const price = prices.get(id) ?? null;
    const kind = productKind(item, input.productType);
    const conversion = price?.conversion?.from?.code === "UF" ? price.conversion : null;
    kinds.set(kind, (kinds.get(kind) ?? false) || conversion !== null);
    simulationLine ??= simulationText(price, money);
    plans.push({
      name: item.displayName,
      insurer: item.organization?.displayName ?? null,
      category: item.insuranceType?.displayName ?? null,
      ...planPrice(item, price, kind, money),
      yearlyCost: yearlyCostText(price, money),
      dataDate: formatDataDate(row.updatedAt, locale),
    });
  }

  const uf = ufAssumption(stored);
  const assumptions = [...kinds].map(
    ([kind, withUf]) =>
      describePriceAssumptions({
        kind,
        profile: profile as AssumptionProfile | null,
        uf: withUf ? uf : null,
        locale,
      }).text,
  );
  const income = kinds.has("persons") ? incomeText(profile, money) : null;
  if (income) assumptions.push(income);
  if (simulationLine) assumptions.push(simulationLine);
  const usage = usageText([...prices.values()], locale);
  if (usage) assumptions.push(usage);
  if (usesUf) {
    assumptions.push(
      "Los precios en UF se pagan al valor de la UF del día de pago: su equivalente en pesos cambia cada día.",
    );
  }

  const validUntil = new Date(input.now.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
  return {
    issuedAt: input.now,
    issued: formatDataDate(input.now, locale) ?? input.now.toISOString().slice(0, 10),
    validUntil: formatDataDate(validUntil, locale) ?? validUntil.toISOString().slice(0, 10),
    validityDays: QUOTE_VALIDITY_DAYS,
    plans,
    assumptions,
    rankingNote: QUOTE_RANKING_NOTE,
  };
}

/** Persons, pets or company: the same rule the engine prices by (features/prices/product-price). */
function productKind(item: ProductItem, productType: string | null | undefined): ProductKind {
  const type = item.insuranceType;
  const names = [type?.name ?? "", type?.upperType?.name ?? "", productType ?? ""];
  if (names.some((name) => name.toLowerCase().includes("mascota"))) return "pets";
  const collective =
    isPricedPerEmployee({ name: productType }) ||
    isPricedPerEmployee({ name: type?.name, upperType: { name: type?.upperType?.name } });
  return collective ? "collective" : "persons";
}

type Money = (amount: number, unitCode: string | null | undefined) => string;

/**
 * Amounts written as the site writes them: the site's display of the unit's currency (its
 * symbol, decimals, suffix), else the unit after the amount. Mirrors the comparator's
 * `currencyOf`, without converting UF (the quote prints the pesos beside it).
 */
function moneyFormat(locale: string, currencies: readonly CurrencyDisplay[]): Money {
  return (amount, unitCode) => {
    const code = unitCurrency(unitCode ?? "");
    const known = currencies.find((currency) => currency.code === code);
    const main = currencies[0];
    const display: CurrencyDisplay = known
      ? { ...known, convertTo: undefined }
      : code && code !== main?.code
        ? { code, symbol: "", decimals: Number.isInteger(amount) ? 0 : 2, suffix: code }
        : (main ?? { code: "", symbol: "$", decimals: Number.isInteger(amount) ? 0 : 2 });
    try {
      return formatMoney(amount, display, { locale });
    } catch {
      return formatMoney(amount, display, { locale: DEFAULT_QUOTE_LOCALE });
    }
  };
}

function planPrice(
  item: ProductItem,
  price: ProfilePrice | null,
  kind: ProductKind,
  money: Money,
): Pick<QuotePlan, "price" | "priceNotes"> {
  const total = price?.total;
  if (!price || !total?.arePricesDefined || total.minPrice == null) {
    return { price: null, priceNotes: [] };
  }
  const unit =
    (total as { unit?: string | null }).unit ??
    item.price?.unit?.code ??
    item.priceRange?.unit?.code ??
    null;
  const paid = price.discount?.final ?? total.minPrice;
  const label = priceLabel(money(paid, unit), {
    paymentMode: item.price?.paymentMode,
    collective: kind === "collective" ? "perEmployee" : null,
  });
  const notes: string[] = [];
  const conversion = price.conversion;
  if (conversion?.from?.value && conversion.from.code === "UF") {
    const pesos = paid * (conversion.to.value / conversion.from.value);
    notes.push(
      `Equivale a ${money(Math.round(pesos), conversion.to.code ?? "CLP")} al valor UF usado.`,
    );
  }
  if (price.discount) {
    notes.push(
      `Incluye el descuento de una oferta vigente: ${money(price.discount.discount, unit)} menos que el precio de lista (${money(price.discount.base, unit)}).`,
    );
  }
  return { price: label, priceNotes: notes };
}

function yearlyCostText(price: ProfilePrice | null, money: Money): string | null {
  const yearly = price?.yearlyCost;
  if (!yearly) return null;
  return `${money(yearly.total, yearly.currency)}: primas ${money(yearly.premiums, yearly.currency)} más gastos de bolsillo esperados ${money(yearly.outOfPocket, yearly.currency)}.`;
}

/**
 * What the estimated yearly cost assumes, when a plan carries one: twelve months of premiums
 * and the expected out-of-pocket of the usage profile's bands the household falls in.
 */
function usageText(prices: ReadonlyArray<ProfilePrice | null>, locale: string): string | null {
  const yearly = prices.find((price) => price?.yearlyCost)?.yearlyCost;
  if (!yearly) return null;
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const bands = yearly.assumptions.bands.map(
    (band) =>
      `${band.ageMin} a ${band.ageMax} años (${band.persons} ${band.persons === 1 ? "persona" : "personas"}): ${band.consultations} consultas, ${band.exams} exámenes y ${percent.format(band.hospitalisationProbability)} de probabilidad de una hospitalización al año`,
  );
  const profile = bands.length > 0 ? ` Perfil de uso por edad: ${bands.join("; ")}.` : "";
  return `El costo anual estimado suma 12 meses de primas y los gastos de bolsillo esperados según los copagos y coberturas de cada plan (supuestos ${yearly.assumptions.version}).${profile}`;
}

/** The Isapre simulation (7 % of income, or the default range) the plans were searched with. */
function simulationText(price: ProfilePrice | null, money: Money): string | null {
  const simulation = price?.simulation;
  if (!simulation) return null;
  if (simulation.source === "income" && simulation.calculadoPeso != null) {
    const uf = simulation.calculadoUF == null ? "" : ` (${money(simulation.calculadoUF, "UF")})`;
    return `Cotización legal de salud de las personas con ingreso (7 %, con tope de 87,8 UF de renta imponible): ${money(simulation.calculadoPeso, "CLP")}${uf}.`;
  }
  if (simulation.preciomin != null && simulation.preciomax != null) {
    return `Sin ingreso declarado: se usa el rango de precios por defecto, de ${money(simulation.preciomin, "CLP")} a ${money(simulation.preciomax, "CLP")}.`;
  }
  return null;
}

/** The incomes the profile declares ('titular $1.500.000'); null when it declares none. */
function incomeText(profile: VisitorProfile | null, money: Money): string | null {
  if (!hasEnteredProfile(profile)) return null;
  const parts = (profile.cotizante ?? []).flatMap((person, index) => {
    const who = index === 0 ? "titular" : "cónyuge";
    if (person.ingreso != null && person.ingreso > 0)
      return [`${who} ${money(person.ingreso, null)}`];
    if (person.imponible != null && person.imponible > 0) {
      return [`${who} ${money(person.imponible, null)} de renta imponible`];
    }
    return [];
  });
  return parts.length > 0 ? `Ingreso mensual declarado: ${parts.join("; ")}.` : null;
}

/** The UF value the engine priced with (the stored one of today, else its default) and its day. */
function ufAssumption(stored: UfValue | null): { value: number; date: string | null } {
  const value = simulationUfValue(stored?.value);
  return { value, date: stored && stored.value === value ? stored.date : null };
}
