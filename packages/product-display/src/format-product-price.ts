import type { CountryConfig, CurrencyDisplay } from "@qs/domain/country-config";
import { formatMoney, unitCurrency } from "@qs/domain/format-money";
import { useCountryConfig } from "@qs/ui/country-config-context";
import { usePageLocale } from "@qs/ui/page-language";
import { useTranslation } from "react-i18next";
import { type PriceLabelOptions, priceLabelText } from "./price-label";

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

/** An amount alone in the country's currency, written for `locale` ('$1.000.000' in es-CO). */
export function formatPlainAmount(
  config: CountryConfig,
  amount: number,
  unitCode: string | null | undefined,
  locale: string,
): string {
  return formatMoney(amount, currencyOf(config, unitCode), { locale });
}

export interface MoneyFormat {
  /** The page's Intl locale. */
  locale: string;
  /** An amount alone ('$1.000.000'). */
  amount: (amount: number, unitCode?: string | null) => string;
  /** An amount with its period ('$120.000/mes', '$95.000/mes p/empl'). */
  price: (
    amount: number,
    unitCode: string | null | undefined,
    options?: PriceLabelOptions,
  ) => string;
}

/** Amounts and prices in the country's currency, written in the page's locale and words. */
export function useMoneyFormat(): MoneyFormat {
  const config = useCountryConfig();
  const locale = usePageLocale();
  const { t } = useTranslation();
  const amount = (value: number, unitCode?: string | null) =>
    formatPlainAmount(config, value, unitCode, locale);
  return {
    locale,
    amount,
    price: (value, unitCode, options = {}) => priceLabelText(amount(value, unitCode), options, t),
  };
}
