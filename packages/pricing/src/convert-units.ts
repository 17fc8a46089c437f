import { isPercentUnit } from "@qs/domain/discounts";
import { appliesUnitConversion, unitCurrency } from "@qs/domain/format-money";
import type { PriceConversion } from "@qs/domain/profile-price";

/**
 * Price unit conversion (profile spec §9 "Display formatting": UF shown as UF or converted
 * to CLP by the UF indicator, conversion applies to units other than USD, UF and CLP;
 * reference-data spec §9 "UF is converted to CLP using the current UF value").
 * Amounts are not rounded here: rounding to the currency's decimals is display's work.
 */

export type RateConversion = {
  /** Value of one unit of the source in the target currency. */
  rate: number;
  /** Target currency code. */
  to: string;
};

export type ConvertedAmount = {
  amount: number;
  unitCode: string;
  converted: boolean;
};

function isPositive(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

function requireUfValue(ufValue: number): void {
  if (!isPositive(ufValue)) throw new RangeError(`Invalid UF value: ${ufValue}`);
}

/** An amount in UF in pesos: amount × UF value. */
export function ufToClp(amountUf: number, ufValue: number): number {
  requireUfValue(ufValue);
  return amountUf * ufValue;
}

/** An amount in pesos in UF: amount ÷ UF value. */
export function clpToUf(amountClp: number, ufValue: number): number {
  requireUfValue(ufValue);
  return amountClp / ufValue;
}

/** True for a UF unit ('UF', 'uf'). */
export function isUfUnit(unitCode: string): boolean {
  return unitCurrency(unitCode.trim()).toUpperCase() === "UF";
}

/**
 * The rate behind a price answer's conversion (from.value in from.code is to.value in
 * to.code); null when either value is missing or not positive, or the target has no code.
 */
export function conversionRate(
  conversion: PriceConversion | null | undefined,
): RateConversion | null {
  const from = conversion?.from?.value;
  const to = conversion?.to.value;
  const code = conversion?.to.code;
  if (!isPositive(from) || !isPositive(to) || !code) return null;
  return { rate: to / from, to: code };
}

/**
 * An amount in the unit it is shown in. UF becomes CLP when a UF value is given (without
 * one it stays in UF). Units other than USD, UF and CLP (COP, PEN, MXN...) are converted when
 * a rate is given. USD and its period units (USD/Año...), CLP and percentages stay as they are.
 */
export function convertAmount(
  amount: number,
  unitCode: string,
  options: { ufValue?: number | null; conversion?: RateConversion | null } = {},
): ConvertedAmount {
  const unchanged = { amount, unitCode, converted: false };
  if (isUfUnit(unitCode)) {
    return isPositive(options.ufValue)
      ? { amount: amount * options.ufValue, unitCode: "CLP", converted: true }
      : unchanged;
  }
  if (isPercentUnit(unitCode) || !appliesUnitConversion(unitCode)) return unchanged;
  const conversion = options.conversion;
  if (!conversion || !isPositive(conversion.rate)) return unchanged;
  return { amount: amount * conversion.rate, unitCode: conversion.to, converted: true };
}
