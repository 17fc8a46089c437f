import type { CurrencyDisplay } from "./country-config";
import { periodicityOption } from "./discounts";
import { numberFormat } from "./intl-formats";

/** Money and price display (comparator spec §9, profile spec §9). */

export type MoneyConversion = {
  /** Value of one unit of the source currency in the target (the UF value in CLP). */
  rate: number;
  to: CurrencyDisplay;
};

export type MoneyFormatOptions = {
  /** Locale for grouping and decimal marks ('es-CO' groups with dots). */
  locale: string;
  /** Applied when the currency's `convertTo` names `to.code` (UF shown in CLP). */
  convert?: MoneyConversion;
};

/** A number with exactly `decimals` decimals, grouped for the locale. */
export function formatAmount(amount: number, decimals: number, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/**
 * The decimals of each currency the marketplace's plans are sold in: what a page without a
 * site's own currency table (the back office, the clients' portal, 'Mis datos', e-mails and
 * documents) shows. A currency not listed shows 2.
 */
const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  COP: 0,
  CLP: 0,
  USD: 0,
  PEN: 2,
  UF: 2,
};

/**
 * An amount after its currency's code, where amounts of several countries meet and a bare '$'
 * would not say which: 'COP 1.401.600', 'UF 2,35', 'PEN 1.234,50', 'USD 120,50', joined by a
 * no-break space so that a narrow table column never splits them. The
 * currency's decimals (`CURRENCY_DECIMALS`), or 2 when the amount has cents they would hide;
 * without a currency, the number alone.
 */
export function formatCodedAmount(
  amount: number,
  currency: string | null | undefined,
  locale: string,
): string {
  const listed = currency ? (CURRENCY_DECIMALS[currency] ?? 2) : 0;
  const hasCents = !Number.isInteger(Math.round(amount * 100) / 100);
  const decimals = hasCents ? Math.max(listed, 2) : listed;
  const number = formatAmount(amount, decimals, locale);
  return currency ? `${currency}\u00a0${number}` : number;
}

/**
 * An amount in a currency: its decimals (CLP, COP and USD none; PEN and UF 2), then either
 * the unit after the amount (`suffix`, e.g. '2,35 UF') or the symbol before it ('$1.234',
 * and a space after a symbol of more than one character: 'S/ 1,234.50'). A currency with
 * `convertTo` is first converted when a matching conversion is given.
 */
export function formatMoney(
  amount: number,
  currency: CurrencyDisplay,
  options: MoneyFormatOptions,
): string {
  const { convert } = options;
  if (convert && currency.convertTo && currency.convertTo === convert.to.code) {
    return formatMoney(amount * convert.rate, convert.to, { locale: options.locale });
  }
  const sign = amount < 0 ? "-" : "";
  const number = formatAmount(Math.abs(amount), currency.decimals, options.locale);
  if (currency.suffix) return `${sign}${number} ${currency.suffix}`;
  if (currency.symbol === "") return `${sign}${number}`;
  const separator = currency.symbol.length > 1 ? " " : "";
  return `${sign}${currency.symbol}${separator}${number}`;
}

/** Units priced in a currency per period or region. */
export const CURRENCY_UNITS: Readonly<Record<string, string>> = {
  "USD/Año": "USD",
  "USD/V": "USD",
  "USD/MUNDO": "USD",
  "USD/USA": "USD",
  "USD/LATAM": "USD",
};

/** The currency of a price unit: 'USD/Año' → 'USD'; a plain currency code is returned as is. */
export function unitCurrency(unitCode: string): string {
  return CURRENCY_UNITS[unitCode] ?? unitCode;
}

export const MONTHLY_SUFFIX = "/mes";

const PAYMENT_MODE_MONTHS: Readonly<Record<string, number>> = {
  mensual: 1,
  monthly: 1,
  bimestral: 2,
  bimonthly: 2,
  trimestral: 3,
  quarterly: 3,
  cuatrimestral: 4,
  semestral: 6,
  biannual: 6,
  anual: 12,
  yearly: 12,
};

/** Months of a payment mode given as months (number or digits) or by name; null when unknown. */
export function paymentModeMonths(paymentMode: number | string | null | undefined): number | null {
  if (paymentMode === null || paymentMode === undefined) return null;
  if (typeof paymentMode === "number") return paymentMode;
  const text = paymentMode.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  return PAYMENT_MODE_MONTHS[text] ?? null;
}

/** The periods a price is shown for, in months. */
export type PricePeriodMonths = 1 | 2 | 3 | 4 | 6 | 12;

/**
 * The period a price is shown for, in months, from the payment mode: 1 (Mensual), 2, 3, 4, 6
 * or 12. Prices are shown per month when the payment mode is missing or not in the list. The
 * sites word it in the page's language; `periodicitySuffix` is its Spanish label.
 */
export function pricePeriodMonths(
  paymentMode: number | string | null | undefined,
): PricePeriodMonths {
  return (periodicityOption(paymentModeMonths(paymentMode))?.months ?? 1) as PricePeriodMonths;
}

/**
 * Periodicity label from the payment mode: 1 (Mensual) '/mes', 2 '/bimestre',
 * 3 '/trimestre', 4 '/cuatrimestre', 6 '/semestre', 12 '/año'. Prices are shown per month
 * ('/mes') when the payment mode is missing or not in the list.
 */
export function periodicitySuffix(paymentMode: number | string | null | undefined): string {
  return periodicityOption(pricePeriodMonths(paymentMode))?.suffix ?? MONTHLY_SUFFIX;
}

export const PER_EMPLOYEE_SUFFIX = " p/empl";
export const TOTAL_SUFFIX = " Total";
export type CollectivePriceBasis = "perEmployee" | "total";

/** Collective price suffix: ' p/empl' per employee, ' Total' for the whole company. */
export function collectivePriceSuffix(basis: CollectivePriceBasis): string {
  return basis === "perEmployee" ? PER_EMPLOYEE_SUFFIX : TOTAL_SUFFIX;
}

/** Price label: formatted price, periodicity, then the collective suffix when given ('$95.000/mes p/empl'). */
export function priceLabel(
  formattedPrice: string,
  options: { paymentMode?: number | string | null; collective?: CollectivePriceBasis | null } = {},
): string {
  const collective = options.collective ? collectivePriceSuffix(options.collective) : "";
  return `${formattedPrice}${periodicitySuffix(options.paymentMode)}${collective}`;
}
