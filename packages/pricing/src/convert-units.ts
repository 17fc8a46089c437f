import { unitCurrency } from "@qs/domain/format-money";

/**
 * Price unit conversion (profile spec §9 "Display formatting": UF shown as UF or converted
 * to CLP by the UF indicator, conversion applies to units other than USD, UF and CLP;
 * reference-data spec §9 "UF is converted to CLP using the current UF value").
 * Amounts are not rounded here: rounding to the currency's decimals is display's work.
 */

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

/** True for a UF unit ('UF', 'uf'). */
export function isUfUnit(unitCode: string): boolean {
  return unitCurrency(unitCode.trim()).toUpperCase() === "UF";
}
