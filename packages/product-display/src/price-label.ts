import {
  type CollectivePriceBasis,
  type PricePeriodMonths,
  pricePeriodMonths,
} from "@qs/domain/format-money";
import type { useTranslation } from "react-i18next";

/**
 * A price's period and, for company plans, what it covers, in the page's words: '/mes',
 * '/semestre', ' p/empl' in Spanish (comparator spec §9), '/month', ' per employee' in English.
 */

/** The site's translation function. */
type Translate = ReturnType<typeof useTranslation>["t"];

/** The text of each price period: `price.monthly` is '{{price}}/mes' in Spanish. */
const PERIOD_KEYS: Record<PricePeriodMonths, string> = {
  1: "price.monthly",
  2: "price.bimonthly",
  3: "price.quarterly",
  4: "price.fourMonthly",
  6: "price.halfYearly",
  12: "price.yearly",
};

const BASIS_KEYS: Record<CollectivePriceBasis, string> = {
  perEmployee: "price.perEmployee",
  total: "price.companyTotal",
};

export type PriceLabelOptions = {
  /** The plan's payment mode (months or a name); monthly when missing or unknown. */
  paymentMode?: string | number | null;
  collective?: CollectivePriceBasis | null;
};

/** A formatted amount with its period: '$120.000/mes', '0,85 UF/mes', '$95.000/mes p/empl'. */
export function priceLabelText(money: string, options: PriceLabelOptions, t: Translate): string {
  const periodic = t(PERIOD_KEYS[pricePeriodMonths(options.paymentMode)], { price: money });
  return options.collective ? t(BASIS_KEYS[options.collective], { price: periodic }) : periodic;
}

/** The period alone, written after an amount shown on its own ('/mes'). */
export function pricePeriodText(paymentMode: string | number | null | undefined, t: Translate) {
  return priceLabelText("", { paymentMode }, t);
}
