import type { CostProjection, CostProjectionYear } from "@qs/domain/cost-projection";
import { effectiveAge } from "@qs/domain/person";
import type { VisitorProfile } from "@qs/domain/profile";
import type { YearlyCost } from "@qs/domain/yearly-cost";

/**
 * The ten-year cost of a plan (issue "the cost over the years"): the engine prices the
 * household once a year, each person a year older; this module ages the profile and adds the
 * years up. An Isapre's premiums grow by its assumed yearly adjustment, compounded.
 */

type Person = Record<string, unknown> & { edad?: number | string | null };

const older = (people: unknown, years: number): unknown =>
  Array.isArray(people)
    ? people.map((person: Person) => ({ ...person, edad: effectiveAge(person?.edad) + years }))
    : people;

/** The profile `years` later: every insured person and pet that many years older. */
export function agedProfile(profile: VisitorProfile | null, years: number): VisitorProfile {
  const base = (profile ?? {}) as VisitorProfile & Record<string, unknown>;
  const withPerson =
    Array.isArray(base.cotizante) && base.cotizante.length > 0
      ? base
      : { ...base, cotizante: [{ edad: effectiveAge(undefined) }] };
  return {
    ...withPerson,
    cotizante: older(withPerson.cotizante, years),
    ...(Array.isArray(base.cargas) ? { cargas: older(base.cargas, years) } : {}),
    ...(Array.isArray(base.mascota) ? { mascota: older(base.mascota, years) } : {}),
  } as VisitorProfile;
}

/** The ages of the persons a profile insures (policyholder, partner, dependants). */
export function insuredAges(profile: VisitorProfile): number[] {
  const record = profile as Record<string, unknown>;
  return [
    ...((record.cotizante as Person[] | undefined) ?? []),
    ...((record.cargas as Person[] | undefined) ?? []),
  ].map((person) => effectiveAge(person?.edad));
}

const round = (value: number) => Math.round(value);

/**
 * Adds up a projection from each year's yearly cost (index 0 is this year), with premiums
 * grown by `adjustmentPercent` a year, compounded.
 */
export function projectCost(input: {
  startYear: number;
  years: ReadonlyArray<{ ages: number[]; cost: YearlyCost | null | undefined }>;
  adjustmentPercent: number;
  adjustmentSource: string | null;
  currency: string;
  ufValue: number | null;
}): CostProjection {
  const factor = 1 + input.adjustmentPercent / 100;
  const years: CostProjectionYear[] = input.years.map(({ ages, cost }, index) => {
    if (!cost)
      return {
        year: input.startYear + index,
        ages,
        premiums: null,
        outOfPocket: null,
        total: null,
      };
    const premiums = round(cost.premiums * factor ** index);
    const outOfPocket = round(cost.outOfPocket);
    return {
      year: input.startYear + index,
      ages,
      premiums,
      outOfPocket,
      total: premiums + outOfPocket,
    };
  });
  const sum = (count: number) => {
    const chosen = years.slice(0, count);
    return chosen.length === count && chosen.every((year) => year.total !== null)
      ? chosen.reduce((total, year) => total + (year.total ?? 0), 0)
      : null;
  };
  return {
    currency: input.currency,
    yearlyAdjustmentPercent: input.adjustmentPercent,
    adjustmentSource: input.adjustmentPercent > 0 ? input.adjustmentSource : null,
    ufValue: input.ufValue,
    years,
    fiveYears: sum(5),
    tenYears: sum(10),
  };
}
