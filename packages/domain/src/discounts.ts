/** Discounts and payment periodicity (reference-data spec §3 and §9, profile spec §3). */

export type DiscountLike = {
  /** 'percent' for a percentage; anything else is a fixed amount in that currency. */
  unitCode?: string | null;
  amount?: number | string | null;
};

/** True when a discount's unit is a percentage ('percent' or '%', any case). */
export function isPercentUnit(unitCode: string | null | undefined): boolean {
  const unit = (unitCode ?? "").trim().toLowerCase();
  return unit === "percent" || unit === "%";
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Amount taken off: a percent discount is that percent of the base amount; otherwise the amount is fixed. */
export function discountAmount(baseAmount: number, discount: DiscountLike): number {
  const amount = toNumber(discount.amount) ?? 0;
  return isPercentUnit(discount.unitCode) ? (baseAmount * amount) / 100 : amount;
}

export type InstallmentDiscount = { installments: number; value: number };

/** Reads 'installments;value' strings; malformed entries are skipped. */
export function parseInstallmentDiscounts(entries: readonly string[]): InstallmentDiscount[] {
  const parsed: InstallmentDiscount[] = [];
  for (const entry of entries) {
    const [installmentsText, valueText, ...rest] = entry.split(";");
    if (rest.length > 0 || installmentsText === undefined || valueText === undefined) continue;
    const installments = Number(installmentsText.trim());
    const value = Number(valueText.trim());
    if (
      !/^\d+$/.test(installmentsText.trim()) ||
      valueText.trim() === "" ||
      !Number.isFinite(value)
    ) {
      continue;
    }
    parsed.push({ installments, value });
  }
  return parsed;
}

/** The discount value for an installment count, chosen from 'installments;value' strings; null when none matches. */
export function installmentDiscount(
  parceledDiscounts: readonly string[] | null | undefined,
  installments: number,
): number | null {
  const match = parseInstallmentDiscounts(parceledDiscounts ?? []).find(
    (entry) => entry.installments === installments,
  );
  return match ? match.value : null;
}

export type PeriodicityOption = {
  months: number;
  quotasPerYear: number;
  /** Price label suffix. */
  suffix: string;
};

/** Periodicity options in months, Monthly to Yearly, with quotas per year and price suffix. */
export const PERIODICITY_OPTIONS: readonly PeriodicityOption[] = [
  { months: 1, quotasPerYear: 12, suffix: "/mes" },
  { months: 2, quotasPerYear: 6, suffix: "/bimestre" },
  { months: 3, quotasPerYear: 4, suffix: "/trimestre" },
  { months: 4, quotasPerYear: 3, suffix: "/cuatrimestre" },
  { months: 6, quotasPerYear: 2, suffix: "/semestre" },
  { months: 12, quotasPerYear: 1, suffix: "/año" },
];

export function periodicityOption(months: number | null | undefined): PeriodicityOption | null {
  return PERIODICITY_OPTIONS.find((option) => option.months === months) ?? null;
}
