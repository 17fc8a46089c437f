import type { CountryConfig, CurrencyDisplay } from "@qs/domain/country-config";
import {
  type CollectivePriceBasis,
  formatMoney,
  priceLabel,
  unitCurrency,
} from "@qs/domain/format-money";

/** The country's display of a price unit: its own currency, else the unit written after the amount. */
export function currencyOf(
  config: CountryConfig,
  unitCode: string | null | undefined,
): CurrencyDisplay {
  const code = unitCurrency(unitCode ?? "");
  const known = config.currencies.find((currency) => currency.code === code);
  if (known) return known;
  const main = config.currencies[0] ?? { code: "", symbol: "$", decimals: 0 };
  return code && code !== main.code ? { code, symbol: "", decimals: 2, suffix: code } : main;
}

/** '$120.000/mes', '0,85 UF/mes', '$95.000/mes p/empl' (comparator spec §9). */
export function formatProductPrice(
  config: CountryConfig,
  amount: number,
  unitCode: string | null | undefined,
  options: { paymentMode?: string | number | null; collective?: CollectivePriceBasis | null } = {},
): string {
  const money = formatMoney(amount, currencyOf(config, unitCode), { locale: config.locale });
  return priceLabel(money, options);
}

/** An amount alone, in the country's format ('$1.000.000'). */
export function formatPlainAmount(
  config: CountryConfig,
  amount: number,
  unitCode?: string | null,
): string {
  return formatMoney(amount, currencyOf(config, unitCode), { locale: config.locale });
}
