import type { CountryConfig, CurrencyDisplay } from "@qs/domain/country-config";
import { formatMoney } from "@qs/domain/format-money";

/**
 * An amount of the purchase in the site's way of writing that currency (the country's
 * configuration: symbol and decimals; the grouping of the page's `locale`, the country's own
 * by default). The purchase is charged in the
 * country's main currency; a currency the site does not list is written with its code.
 */
export function formatPurchaseAmount(
  config: Pick<CountryConfig, "currencies" | "locale">,
  amount: number,
  currencyCode: string,
  locale: string = config.locale,
): string {
  const currency: CurrencyDisplay = config.currencies.find(
    (entry) => entry.code === currencyCode,
  ) ?? { code: currencyCode, symbol: "", decimals: 2, suffix: currencyCode };
  return formatMoney(amount, currency, { locale });
}
